/** tel: link keeping a leading + and the digits. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** WhatsApp chat link: wa.me wants the international number as digits only (no +, no 00). */
export function whatsappHref(phone: string): string {
  const digits = phone.replace(/\D/g, '').replace(/^00/, '');
  return `https://wa.me/${digits}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email.trim()}`;
}

export function mapsSearchHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}
