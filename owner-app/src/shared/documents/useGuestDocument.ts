import { useEffect, useState } from 'react';
import { downloadGuestPhoto, getStoredToken, type GuestRegistration } from '@soglia/api-client';

export interface DocumentPhoto {
  /** An object URL of the downloaded file (revoked when no longer shown). */
  url: string;
  /** The file's MIME type: an image, or application/pdf. */
  type: string;
}

export interface GuestDocument {
  loading: boolean;
  front: DocumentPhoto | null;
  back: DocumentPhoto | null;
}

const NOTHING: GuestDocument = { loading: false, front: null, back: null };

/**
 * Downloads a guest's document photos (protected media, sent with the token) and shows them
 * through object URLs. A newer guest aborts the downloads of the previous one, and every URL is
 * revoked when its guest is no longer shown. Failures show nothing
 * (docs/product.md § Notices and errors). A new `guest` object downloads again (a replaced photo
 * keeps its path).
 */
export function useGuestDocument(
  guest: Pick<GuestRegistration, 'id' | 'document_photo' | 'document_photo_back'>,
): GuestDocument {
  const [document, setDocument] = useState<GuestDocument>(NOTHING);

  useEffect(() => {
    const sides = [
      ['front', guest.document_photo],
      ['back', guest.document_photo_back],
    ] as const;
    if (!sides.some(([, path]) => path)) {
      setDocument(NOTHING);
      return undefined;
    }
    if (!getStoredToken()) {
      console.error('No access token found');
      setDocument(NOTHING);
      return undefined;
    }
    const controller = new AbortController();
    const urls: string[] = [];
    const fetchSide = async (side: 'front' | 'back', path: string | null) => {
      if (!path) return null;
      try {
        const blob = await downloadGuestPhoto(guest.id, side, { signal: controller.signal });
        const url = URL.createObjectURL(blob);
        urls.push(url);
        return { url, type: blob.type };
      } catch (error) {
        if (!controller.signal.aborted) {
          console.error('Errore durante il recupero del file protetto', error);
        }
        return null;
      }
    };
    setDocument({ loading: true, front: null, back: null });
    void Promise.all(sides.map(([side, path]) => fetchSide(side, path))).then(([front, back]) => {
      if (controller.signal.aborted) {
        urls.splice(0).forEach((url) => URL.revokeObjectURL(url));
        return;
      }
      setDocument({ loading: false, front, back });
    });
    return () => {
      controller.abort();
      urls.splice(0).forEach((url) => URL.revokeObjectURL(url));
    };
  }, [guest]);

  return document;
}
