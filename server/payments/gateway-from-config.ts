import type { Config } from '@server/config';
import type { PaymentGateway } from './payment-gateway';
import { sandboxGateway } from './sandbox-gateway';
import { stripeGateway } from './stripe-gateway';

/**
 * The gateway `PAYMENTS` names, or null when there is none (a production server not told which); the sandbox's
 * checkout page is on the back-office, at `backOfficeOrigin`.
 */
export function paymentGatewayFromConfig(config: Config, backOfficeOrigin: string): PaymentGateway | null {
  const { payments } = config;
  switch (payments.gateway) {
    case 'stripe':
      return stripeGateway(payments);
    case 'sandbox':
      return sandboxGateway({ secret: payments.sandboxSecret, origin: backOfficeOrigin });
    case 'none':
      return null;
  }
}
