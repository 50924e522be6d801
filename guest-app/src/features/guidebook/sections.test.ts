import { makeGuidebook, makeInfo } from '@soglia/api-client/testing/fixtures';
import { articlesOf, mapsLinkOf, selectRoomEntries } from './sections';

const titles = (entries: { title: string }[]) => entries.map(({ title }) => title);

describe('guidebook sections', () => {
  it('limits room articles to the room of the stay', () => {
    expect(titles(selectRoomEntries(makeGuidebook(), 'Camera Blu'))).toEqual(['Cassaforte']);
    expect(titles(selectRoomEntries(makeGuidebook(), ' Camera Verde '))).toEqual([
      'Aria condizionata',
    ]);
  });

  it('shows every room article without a room, or when none is about the stay’s room', () => {
    const all = ['Cassaforte', 'Aria condizionata'];
    expect(titles(selectRoomEntries(makeGuidebook(), ''))).toEqual(all);
    expect(titles(selectRoomEntries(makeGuidebook(), null))).toEqual(all);
    expect(titles(selectRoomEntries(makeGuidebook(), 'Camera Gialla'))).toEqual(all);
  });

  it('never shows the same article twice', () => {
    const twice = [...makeGuidebook(), ...makeGuidebook()];
    expect(titles(selectRoomEntries(twice, 'Camera Gialla'))).toEqual([
      'Cassaforte',
      'Aria condizionata',
    ]);
    expect(titles(articlesOf(twice, 'restaurants'))).toEqual([
      'Trattoria Da Enzo',
      'Forno Trastevere',
    ]);
  });

  it('groups by type in the server’s order', () => {
    expect(titles(articlesOf(makeGuidebook(), 'general'))).toEqual([
      'Wi-Fi e raccolta differenziata',
      'Check-out',
    ]);
    expect(titles(articlesOf(makeGuidebook(), 'room_info', 'Camera Blu'))).toEqual(['Cassaforte']);
  });

  it('offers a maps link only for a non-empty https link', () => {
    expect(mapsLinkOf(makeInfo({ google_link: '' }))).toBeNull();
    expect(mapsLinkOf(makeInfo({ google_link: '   ' }))).toBeNull();
    expect(mapsLinkOf(makeInfo({ google_link: 'javascript:alert(1)' }))).toBeNull();
    expect(mapsLinkOf(makeInfo({ google_link: ' https://maps.app.goo.gl/X ' }))).toBe(
      'https://maps.app.goo.gl/X',
    );
  });
});
