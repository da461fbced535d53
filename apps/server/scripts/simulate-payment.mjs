// The penny transfer's payment simulator (decision 143): "pays" an order through the running
// server's development route, as the bank's payment feed would report the credit.
//   npm run payments:simulate -w @onboarding/server -- --reference SI12... --payer "Ana Novak" --amount 1.00
// Options: --iban (the account paid to; the order's own by default), --payment-id (repeat a
// delivery), --not-instant, --url (default http://127.0.0.1:$PORT, PORT 3000).
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    reference: { type: 'string' },
    payer: { type: 'string' },
    amount: { type: 'string', default: '1.00' },
    iban: { type: 'string' },
    'payment-id': { type: 'string' },
    'not-instant': { type: 'boolean', default: false },
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? '3000'}` },
  },
});

if (values.reference === undefined || values.payer === undefined) {
  console.error('Usage: payments:simulate -- --reference SI12… --payer "Name" [--amount 1.00]');
  process.exit(2);
}

const body = {
  reference: values.reference,
  payerName: values.payer,
  amount: values.amount,
  instant: !values['not-instant'],
  ...(values.iban === undefined ? {} : { iban: values.iban }),
  ...(values['payment-id'] === undefined ? {} : { paymentId: values['payment-id'] }),
};
const response = await fetch(`${values.url}/services/slo/dev/payments`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const text = await response.text();
process.stdout.write(`${response.status} ${text}\n`);
process.exit(response.ok ? 0 : 1);
