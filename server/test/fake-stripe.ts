import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body as Stripe's SDK sends it, e.g. `line_items[0][price_data][unit_amount]`. */
  form: URLSearchParams;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  /** When each subscription's current period ends (unix seconds), as the subscription API reports it. */
  periodEnds: Map<string, number>;
  /** Which invoice a payment intent paid, as the invoice payments API reports it. */
  invoiceOfPaymentIntent: Map<string, string>;
  /** Requests ("DELETE /v1/subscriptions/sub_1") that fail, as Stripe does when it refuses one. */
  failing: Set<string>;
  /** Requests whose payment the card refuses (402 card_error), as an upgrade's invoice can be. */
  declining: Set<string>;
  /** What Stripe's proration invoice for an upgrade (`always_invoice`) comes to, in cents. */
  upgradeInvoiceCents: number;
  close: () => Promise<void>;
}

function send(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
  res.end(JSON.stringify(body));
}

/**
 * The few Stripe API endpoints the server calls, on 127.0.0.1, answering in Stripe's shapes so
 * the real SDK parses them: checkout sessions, subscriptions (read, cancel at period end, cancel
 * now), invoice payments (by payment intent or by invoice) and refunds.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const periodEnds = new Map<string, number>();
  const invoiceOfPaymentIntent = new Map<string, string>();
  const failing = new Set<string>();
  const declining = new Set<string>();
  let sessions = 0;
  let prices = 0;
  let invoices = 0;
  const state = { upgradeInvoiceCents: 0 };
  const subscription = (id: string, cancelAtPeriodEnd: boolean, status = 'active') => ({
    id,
    object: 'subscription',
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    items: {
      object: 'list',
      data: [{ id: `si_${id}`, object: 'subscription_item', current_period_end: periodEnds.get(id) ?? 0 }],
      has_more: false,
    },
  });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      requests.push({ method: req.method ?? '', path: url.pathname, form });
      if (req.headers.authorization !== 'Bearer sk_test_orrery') {
        return send(res, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (failing.has(`${req.method} ${url.pathname}`)) {
        return send(res, 400, {
          error: { type: 'invalid_request_error', code: 'simulated_failure', message: 'Refused by the test' },
        });
      }
      if (declining.has(`${req.method} ${url.pathname}`)) {
        return send(res, 402, {
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        sessions += 1;
        const id = `cs_test_${sessions}`;
        return send(res, 200, {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          url: `https://checkout.stripe.test/c/pay/${id}`,
          metadata: {},
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/prices') {
        prices += 1;
        return send(res, 200, {
          id: `price_test_${prices}`,
          object: 'price',
          currency: form.get('currency'),
          unit_amount: Number(form.get('unit_amount')),
        });
      }
      const subscriptionPath = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
      if (subscriptionPath) {
        const ended = req.method === 'DELETE';
        const body = subscription(
          subscriptionPath[1]!,
          form.get('cancel_at_period_end') === 'true',
          ended ? 'canceled' : 'active',
        );
        // A change of price billed now answers with its proration invoice, paid.
        if (form.get('proration_behavior') === 'always_invoice') {
          invoices += 1;
          return send(res, 200, {
            ...body,
            latest_invoice: {
              id: `in_upgrade_${invoices}`,
              object: 'invoice',
              billing_reason: 'subscription_update',
              amount_paid: state.upgradeInvoiceCents,
              currency: 'eur',
              status: 'paid',
            },
          });
        }
        return send(res, 200, body);
      }
      if (req.method === 'GET' && url.pathname === '/v1/invoice_payments') {
        const byInvoice = form.get('invoice');
        const paymentIntent =
          [...invoiceOfPaymentIntent].find(([, invoice]) => invoice === byInvoice)?.[0] ??
          (byInvoice ? `pi_of_${byInvoice}` : (form.get('payment[payment_intent]') ?? ''));
        const invoice = byInvoice ?? invoiceOfPaymentIntent.get(paymentIntent);
        return send(res, 200, {
          object: 'list',
          data: invoice
            ? [
                {
                  id: `inpay_${invoice}`,
                  object: 'invoice_payment',
                  invoice,
                  payment: { type: 'payment_intent', payment_intent: paymentIntent },
                },
              ]
            : [],
          has_more: false,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        return send(res, 200, {
          id: `re_${form.get('payment_intent')}`,
          object: 'refund',
          payment_intent: form.get('payment_intent'),
          status: 'succeeded',
        });
      }
      return send(res, 404, {
        error: { type: 'invalid_request_error', message: `No fake for ${url.pathname}` },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    periodEnds,
    invoiceOfPaymentIntent,
    failing,
    declining,
    get upgradeInvoiceCents() {
      return state.upgradeInvoiceCents;
    },
    set upgradeInvoiceCents(cents: number) {
      state.upgradeInvoiceCents = cents;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
