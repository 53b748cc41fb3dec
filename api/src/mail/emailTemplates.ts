/**
 * The shop's emails, each as HTML (in the shop's colours, inline styles for mail clients) and as
 * plain text with the same content.
 */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export interface ReceiptDetails {
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
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function layout(title: string, paragraphs: string[], rows: [string, string][] = [], action?: { label: string; href: string }): string {
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
  return `<!doctype html><html><body style="margin:0;background:#fff9f2;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<div style="max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:800;color:#4e3391;margin:0 0 16px">Hero Tales</p>
<div style="background:#ffffff;border-radius:14px;padding:24px">
<h1 style="font-size:22px;color:#2d2a32;margin:0 0 12px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p style="color:#2d2a32;line-height:1.55;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${table}${button}
</div>
<p style="color:#5f5a66;font-size:13px;margin:16px 0 0">Questions? Reply to this email or write to support@herotales.in. We answer within 24 hours on business days.</p>
</div></body></html>`;
}

function plain(title: string, paragraphs: string[], rows: [string, string][] = [], action?: { label: string; href: string }): string {
  return [
    'Hero Tales',
    '',
    title,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(action ? ['', `${action.label}: ${action.href}`] : []),
    '',
    'Questions? Reply to this email or write to support@herotales.in. We answer within 24 hours on business days.',
  ].join('\n');
}

function render(
  subject: string,
  title: string,
  paragraphs: string[],
  rows: [string, string][] = [],
  action?: { label: string; href: string },
): RenderedEmail {
  return { subject, html: layout(title, paragraphs, rows, action), text: plain(title, paragraphs, rows, action) };
}

export function depositReceivedEmail(details: {
  customerName: string;
  bookTitle: string;
  amount: string;
  requestUuid: string;
  siteOrigin: string;
  access: string;
}): RenderedEmail {
  return render(
    'Deposit received: the rest of your preview is on its way',
    `Thank you, ${details.customerName}!`,
    [`We received your deposit of ${details.amount} for ${details.bookTitle}. The remaining pages of your preview are being drawn now.`],
    [
      ['Order ID', details.requestUuid],
      ['Deposit', details.amount],
    ],
    {
      label: 'Back to your preview',
      href: `${details.siteOrigin}/preview-book?requestUuid=${encodeURIComponent(details.requestUuid)}&access=${details.access}`,
    },
  );
}

export function orderReceiptEmail(d: ReceiptDetails): RenderedEmail {
  return render(
    `Your Hero Tales receipt for ${d.bookTitle}`,
    `Thank you for your order, ${d.customerName}!`,
    [
      `We are preparing ${d.bookTitle} for print. Estimated delivery: within 10 business days.`,
      'We will email you again when your book ships.',
    ],
    [
      ['Order ID', d.requestUuid],
      ['Book Title', d.bookTitle],
      ['Print Type', `${d.printType}, ${d.printSize}`],
      ['Order Date & Time', d.orderDateTime],
      ['Amount Paid', d.amountPaid],
      ['Payment Gateway', 'Razorpay'],
      ['Gateway Payment ID', d.paymentId],
      ['Customer Name', d.customerName],
      ['Estimated Delivery', 'Within 10 business days'],
      ['Delivery Address', d.deliveryAddress],
    ],
  );
}

export function paymentFailedEmail(details: {
  customerName: string;
  bookTitle: string;
  reason: string;
  requestUuid: string;
  siteOrigin: string;
  access: string;
}): RenderedEmail {
  return render(
    'Your payment did not go through',
    `${details.customerName}, your order is saved`,
    [
      `The payment for ${details.bookTitle} did not go through (${details.reason}). Nothing was charged for this attempt.`,
      'Your book and your choices are saved: you can try again with another card or payment method.',
    ],
    [['Order ID', details.requestUuid]],
    {
      label: 'Try again',
      href: `${details.siteOrigin}/checkout?requestUuid=${encodeURIComponent(details.requestUuid)}&access=${details.access}`,
    },
  );
}

export function orderShippedEmail(details: {
  customerName: string;
  bookTitle: string;
  requestUuid: string;
  trackingNumber: string | null;
  deliveryAddress: string;
}): RenderedEmail {
  return render(
    `${details.bookTitle} is on its way`,
    `Good news, ${details.customerName}!`,
    [`${details.bookTitle} has been printed and handed to our courier. It should reach you within a few days.`],
    [
      ['Order ID', details.requestUuid],
      ...(details.trackingNumber ? ([['Tracking number', details.trackingNumber]] as [string, string][]) : []),
      ['Delivery Address', details.deliveryAddress],
    ],
  );
}
