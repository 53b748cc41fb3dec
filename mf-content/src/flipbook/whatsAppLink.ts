/** WhatsApp's own link for a message (most families here share by it): it opens the app, or its web page, with the text. */
export const whatsAppLink = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
