import type { Language } from 'contracts/languages';
import { wordingIn } from '../../platform/i18n/visitorText.js';

/**
 * The shop's emails, each as HTML (in the shop's colours, inline styles for mail clients) and as
 * plain text with the same content, in the language of the book they are about.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

type Rows = [string, string][];
type Action = { label: string; href: string };

interface Email {
  language: Language;
  subject: string;
  /** A picture above the title, attached to the message when it is sent (see EMAIL_PICTURE). */
  picture?: { alt: string };
  title: string;
  paragraphs: string[];
  rows?: Rows;
  action?: Action;
  /** Further links, below the button. */
  links?: Action[];
}

export interface ReceiptDetails {
  language: Language;
  requestUuid: string;
  customerName: string;
  bookTitle: string;
  printType: string;
  printSize: string;
  orderDateTime: string;
  amountPaid: string;
  /** The book's deposit counted towards the order, or null when none was. */
  depositPaid: string | null;
  paymentId: string;
  deliveryAddress: string;
  siteOrigin: string;
  /** The signed access the order's page is opened with, on any device. */
  access: string;
  /** Until when the book may still change (formatted), or null when it goes to print at once. */
  reviewUntil: string | null;
  /** The day it arrives by (formatted), or null when its size has no route to the address. */
  arrivesBy: string | null;
  /** The book's own cover is attached to the message. */
  withCover: boolean;
}

/**
 * The one picture an email may show, by its content id. The stored HTML has it between these marks;
 * the sender attaches the picture, or takes the marked part out when the picture is gone.
 */
export const EMAIL_PICTURE = { cid: 'book-cover@herotales', start: '<!--picture-->', end: '<!--/picture-->' } as const;

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout({ language, title, picture, paragraphs, rows = [], action, links = [] }: Email): string {
  const image = picture
    ? `${EMAIL_PICTURE.start}<p style="margin:0 0 16px;text-align:center"><img src="cid:${EMAIL_PICTURE.cid}" alt="${escapeHtml(picture.alt)}" width="240" style="width:240px;max-width:100%;height:auto;border-radius:6px"></p>${EMAIL_PICTURE.end}`
    : '';
  const table = rows.length
    ? `<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="padding:6px 12px 6px 0;color:#5f5a66;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#2d2a32">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="background:#6c4ab6;color:#ffffff;padding:12px 22px;border-radius:999px;text-decoration:none;font-weight:600">${escapeHtml(action.label)}</a></p>`
    : '';
  const more = links
    .map(
      ({ label, href }) =>
        `<p style="margin:0 0 12px"><a href="${escapeHtml(href)}" style="color:#6c4ab6;font-weight:600">${escapeHtml(label)}</a></p>`,
    )
    .join('');
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#fff9f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Devanagari',sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:800;color:#4e3391;margin:0 0 16px">Hero Tales</p>
<div style="background:#ffffff;border-radius:14px;padding:24px">
${image}<h1 style="font-size:22px;color:#2d2a32;margin:0 0 12px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="color:#2d2a32;line-height:1.55;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${table}${button}${more}
</div>
<p style="color:#5f5a66;font-size:13px;margin:16px 0 0">${escapeHtml(wordingIn(language)('emails.footer'))}</p>
</div></body></html>`;
}

function plain({ language, title, paragraphs, rows = [], action, links = [] }: Email): string {
  return [
    'Hero Tales',
    '',
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(action ? ['', `${action.label}: ${action.href}`] : []),
    ...links.map(({ label, href }) => `${label}: ${href}`),
    '',
    wordingIn(language)('emails.footer'),
  ].join('\n');
}

const render = (email: Email): RenderedEmail => ({ subject: email.subject, html: layout(email), text: plain(email) });

export function depositReceivedEmail(details: {
  language: Language;
  customerName: string;
  bookTitle: string;
  amount: string;
  requestUuid: string;
  siteOrigin: string;
  access: string;
}): RenderedEmail {
  const t = wordingIn(details.language);
  return render({
    language: details.language,
    subject: t('emails.depositReceived.subject'),
    title: t('emails.depositReceived.title', { customer: details.customerName }),
    paragraphs: [t('emails.depositReceived.body', { amount: details.amount, book: details.bookTitle })],
    rows: [
      [t('emails.label.orderId'), details.requestUuid],
      [t('emails.label.deposit'), details.amount],
    ],
    action: {
      label: t('emails.depositReceived.action'),
      href: `${details.siteOrigin}/preview-book?requestUuid=${encodeURIComponent(details.requestUuid)}#access=${details.access}`,
    },
  });
}

export function orderReceiptEmail(d: ReceiptDetails): RenderedEmail {
  const t = wordingIn(d.language);
  return render({
    language: d.language,
    subject: t('emails.receipt.subject', { book: d.bookTitle }),
    ...(d.withCover ? { picture: { alt: t('emails.receipt.coverAlt', { book: d.bookTitle }) } } : {}),
    title: t('emails.receipt.title', { customer: d.customerName }),
    paragraphs: [
      t('emails.receipt.preparing', { book: d.bookTitle }),
      ...(d.reviewUntil ? [t('emails.receipt.review', { until: d.reviewUntil })] : []),
      t('emails.receipt.shipNotice'),
    ],
    rows: [
      [t('emails.label.orderId'), d.requestUuid],
      [t('emails.label.bookTitle'), d.bookTitle],
      [t('emails.label.printType'), `${d.printType}, ${d.printSize}`],
      [t('emails.label.orderDateTime'), d.orderDateTime],
      ...(d.depositPaid ? [[t('emails.label.depositPaid'), d.depositPaid] as [string, string]] : []),
      [t('emails.label.amountPaid'), d.amountPaid],
      [t('emails.label.gateway'), 'Razorpay'],
      [t('emails.label.gatewayPaymentId'), d.paymentId],
      [t('emails.label.customerName'), d.customerName],
      [t('emails.label.estimatedDelivery'), t('emails.withinTenBusinessDays')],
      ...(d.arrivesBy ? [[t('emails.label.arrivesBy'), d.arrivesBy] as [string, string]] : []),
      [t('emails.label.deliveryAddress'), d.deliveryAddress],
    ],
    action: {
      label: t('emails.receipt.action'),
      href: `${d.siteOrigin}/order-status?requestUuid=${encodeURIComponent(d.requestUuid)}#access=${d.access}`,
    },
    links: [
      {
        label: t('emails.receipt.seeBook'),
        href: `${d.siteOrigin}/flipbook?requestUuid=${encodeURIComponent(d.requestUuid)}#access=${d.access}`,
      },
    ],
  });
}

export function paymentFailedEmail(details: {
  language: Language;
  customerName: string;
  bookTitle: string;
  /** The gateway's description of the failure, if it gave one. */
  reason: string | undefined;
  requestUuid: string;
  siteOrigin: string;
  access: string;
}): RenderedEmail {
  const t = wordingIn(details.language);
  const reason = details.reason || t('emails.paymentFailed.noReason');
  return render({
    language: details.language,
    subject: t('emails.paymentFailed.subject'),
    title: t('emails.paymentFailed.title', { customer: details.customerName }),
    paragraphs: [t('emails.paymentFailed.body', { book: details.bookTitle, reason }), t('emails.paymentFailed.saved')],
    rows: [[t('emails.label.orderId'), details.requestUuid]],
    action: {
      label: t('emails.paymentFailed.action'),
      href: `${details.siteOrigin}/checkout?requestUuid=${encodeURIComponent(details.requestUuid)}#access=${details.access}`,
    },
  });
}

export function orderShippedEmail(details: {
  language: Language;
  customerName: string;
  bookTitle: string;
  requestUuid: string;
  trackingNumber: string | null;
  deliveryAddress: string;
}): RenderedEmail {
  const t = wordingIn(details.language);
  return render({
    language: details.language,
    subject: t('emails.shipped.subject', { book: details.bookTitle }),
    title: t('emails.shipped.title', { customer: details.customerName }),
    paragraphs: [t('emails.shipped.body', { book: details.bookTitle })],
    rows: [
      [t('emails.label.orderId'), details.requestUuid],
      ...(details.trackingNumber ? ([[t('emails.label.trackingNumber'), details.trackingNumber]] as Rows) : []),
      [t('emails.label.deliveryAddress'), details.deliveryAddress],
    ],
  });
}

/**
 * To the shop: a book the print partner did not take (refused or cancelled), with the reason, so
 * the staff act (fix and send again, or write to the parent). In English, the staff's language.
 */
export function printRefusedEmail(details: { requestUuid: string; partner: string; state: string; reason: string }): RenderedEmail {
  return render({
    language: 'en',
    subject: `Print job ${details.state}: order ${details.requestUuid}`,
    title: `${details.partner} did not take order ${details.requestUuid}`,
    paragraphs: [
      details.reason,
      'The parent sees on their order page that we are looking into it and will write within a day. Fix the cause, then send the book again, or write to them.',
    ],
    rows: [
      ['Order ID', details.requestUuid],
      ['Print partner', details.partner],
      ['State', details.state],
    ],
  });
}
