import type { Language } from 'shared-contracts/languages';
import { EMAIL_WORDS } from './emailWords.js';

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
  title: string;
  paragraphs: string[];
  rows?: Rows;
  action?: Action;
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
  paymentId: string;
  deliveryAddress: string;
  siteOrigin: string;
  /** The signed access the order's page is opened with, on any device. */
  access: string;
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout({ language, title, paragraphs, rows = [], action }: Email): string {
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
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#fff9f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Devanagari',sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:800;color:#4e3391;margin:0 0 16px">Hero Tales</p>
<div style="background:#ffffff;border-radius:14px;padding:24px">
<h1 style="font-size:22px;color:#2d2a32;margin:0 0 12px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="color:#2d2a32;line-height:1.55;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${table}${button}
</div>
<p style="color:#5f5a66;font-size:13px;margin:16px 0 0">${escapeHtml(EMAIL_WORDS[language].footer)}</p>
</div></body></html>`;
}

function plain({ language, title, paragraphs, rows = [], action }: Email): string {
  return [
    'Hero Tales',
    '',
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(action ? ['', `${action.label}: ${action.href}`] : []),
    '',
    EMAIL_WORDS[language].footer,
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
  const { labels, depositReceived: words } = EMAIL_WORDS[details.language];
  return render({
    language: details.language,
    subject: words.subject,
    title: words.title(details.customerName),
    paragraphs: [words.body(details.amount, details.bookTitle)],
    rows: [
      [labels.orderId, details.requestUuid],
      [labels.deposit, details.amount],
    ],
    action: {
      label: words.action,
      href: `${details.siteOrigin}/preview-book?requestUuid=${encodeURIComponent(details.requestUuid)}#access=${details.access}`,
    },
  });
}

export function orderReceiptEmail(d: ReceiptDetails): RenderedEmail {
  const { labels, receipt: words, withinTenBusinessDays } = EMAIL_WORDS[d.language];
  return render({
    language: d.language,
    subject: words.subject(d.bookTitle),
    title: words.title(d.customerName),
    paragraphs: [words.preparing(d.bookTitle), words.shipNotice],
    rows: [
      [labels.orderId, d.requestUuid],
      [labels.bookTitle, d.bookTitle],
      [labels.printType, `${d.printType}, ${d.printSize}`],
      [labels.orderDateTime, d.orderDateTime],
      [labels.amountPaid, d.amountPaid],
      [labels.gateway, 'Razorpay'],
      [labels.gatewayPaymentId, d.paymentId],
      [labels.customerName, d.customerName],
      [labels.estimatedDelivery, withinTenBusinessDays],
      [labels.deliveryAddress, d.deliveryAddress],
    ],
    action: {
      label: words.action,
      href: `${d.siteOrigin}/order-status?requestUuid=${encodeURIComponent(d.requestUuid)}#access=${d.access}`,
    },
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
  const { labels, paymentFailed: words } = EMAIL_WORDS[details.language];
  return render({
    language: details.language,
    subject: words.subject,
    title: words.title(details.customerName),
    paragraphs: [words.body(details.bookTitle, details.reason || words.noReason), words.saved],
    rows: [[labels.orderId, details.requestUuid]],
    action: {
      label: words.action,
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
  const { labels, shipped: words } = EMAIL_WORDS[details.language];
  return render({
    language: details.language,
    subject: words.subject(details.bookTitle),
    title: words.title(details.customerName),
    paragraphs: [words.body(details.bookTitle)],
    rows: [
      [labels.orderId, details.requestUuid],
      ...(details.trackingNumber ? ([[labels.trackingNumber, details.trackingNumber]] as Rows) : []),
      [labels.deliveryAddress, details.deliveryAddress],
    ],
  });
}
