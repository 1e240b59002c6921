import { formatMoney } from '@wps/shared-types';
import type { SandboxPayment } from './sandbox-gateway.js';

const STYLE = `body{font-family:system-ui,sans-serif;background:#eef1f5;margin:0;padding:2rem 1rem;color:#1d2733}
main{max-width:26rem;margin:0 auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 2px 12px #0002}
h1{font-size:1.2rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}
dt{color:#5b6775}dd{margin:0;font-weight:600}.actions{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;padding:.7rem;border:0;border-radius:.5rem;font-size:1rem;cursor:pointer}
.approve{background:#1f8f4e;color:#fff}.decline{background:#d6dbe1;color:#1d2733}
.note{color:#5b6775;font-size:.85rem}`;

function escaped(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escaped(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The sandbox gateway's hosted payment page: the payment, and approve or decline. The forms post
 * text/plain (Fastify reads it without a form parser) to the page's own address; no script.
 */
export function sandboxPaymentPage(payment: SandboxPayment, action: string): string {
  const details = `<dl><dt>Payment</dt><dd>${escaped(payment.reference)}</dd><dt>Order</dt><dd>${escaped(payment.merchantReference)}</dd><dt>Amount</dt><dd>${escaped(formatMoney(payment.amount, payment.currency))}</dd></dl>`;
  if (payment.decision) {
    const outcome = payment.decision === 'PAID' ? 'paid' : 'declined';
    return page(
      'Sandbox payment',
      `<h1>Sandbox payment ${outcome}</h1>${details}<p><a href="${escaped(payment.returnUrl)}">Back to the site</a></p>`,
    );
  }
  const form = (decision: string, label: string, style: string) =>
    `<form method="post" action="${escaped(`${action}/${decision}`)}" enctype="text/plain"><input type="hidden" name="decision" value="${decision}"><button type="submit" class="${style}">${label}</button></form>`;
  return page(
    'Sandbox payment',
    `<h1>Sandbox payment gateway</h1>${details}<p class="note">A test gateway: no real money moves. Approve to pay, decline to refuse.</p><div class="actions">${form('approve', 'Approve payment', 'approve')}${form('decline', 'Decline', 'decline')}</div>`,
  );
}
