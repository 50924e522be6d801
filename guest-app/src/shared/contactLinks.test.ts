import { mailtoHref, mapsSearchHref, telHref, whatsappHref } from './contactLinks';

describe('contact links', () => {
  it('builds tel: and WhatsApp links from a formatted phone number', () => {
    expect(telHref('+39 333 123 4567')).toBe('tel:+393331234567');
    expect(whatsappHref('+39 333 123 4567')).toBe('https://wa.me/393331234567');
    expect(whatsappHref('0039 (333) 123-4567')).toBe('https://wa.me/393331234567');
  });

  it('builds mailto: and Google Maps search links', () => {
    expect(mailtoHref(' host@example.com ')).toBe('mailto:host@example.com');
    expect(mapsSearchHref('Via della Lungaretta 12, 00153 Roma')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Via%20della%20Lungaretta%2012%2C%2000153%20Roma',
    );
  });
});
