import type { Config } from '@server/config';
import type { PaymentGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';
import { stripeGateway } from './stripe-gateway';

/** The gateway `PAYMENTS` names; the sandbox's checkout page is on the back-office, at `backOfficeOrigin`. */
export function paymentGatewayFromConfig(config: Config, backOfficeOrigin: string): PaymentGateway {
  const { payments } = config;
  return payments.gateway === 'stripe'
    ? stripeGateway(payments)
    : sandboxGateway({ secret: payments.sandboxSecret, origin: backOfficeOrigin });
}
