import type { Redis } from 'ioredis';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { ImageService } from '../media/image-service';
import type { Clock } from '../http/clock';
import type { InstagramWork } from '../instagram/instagram-connections';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { SiteUrls } from '../pages/seo/public-site';
import type { SmsTransport } from '../sms/sms-transport';

/** What every back-office resource's routes are given by the back-office's API plugin. */
export interface BackOfficeDependencies {
  config: Config;
  db: Database;
  clock: Clock;
  sms: SmsTransport;
  /** Tells the mail worker an email was queued and committed. */
  wakeMailWorker: () => void;
  /** Tells the SMS worker a text message was queued and committed (an unlock's notice). */
  wakeSmsWorker: () => void;
  /** Where the links sent by email lead: the back-office's own pages for a provider. */
  urls: SiteUrls;
  /** The Redis the rate limits count in when one is configured, shared by every instance. */
  redis: Redis | null;
  /** Where uploaded photos are stored and their variants forgotten. */
  images: ImageService;
  /** The gateway credit packs are bought through (`PAYMENTS`); null when none is configured. */
  payments: PaymentGateway | null;
  /** Instagram and what its copies need (server/instagram/); null when production has no Instagram app. */
  instagram: InstagramWork | null;
}
