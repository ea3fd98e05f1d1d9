import { themeCssProperties } from '@shared/ui/theme/tokens';
import type { ElementManifest } from '../define/element-manifest';
import type { SmsOutboxProps } from './sms-outbox';

export const smsOutboxManifest: ElementManifest<SmsOutboxProps> = {
  tag: 'pp-sms-outbox',
  module: 'widgets/sms-outbox/element.ts',
  summary:
    'Development tool: the SMS the server stored instead of sending them, with their codes ready to copy.',
  texts: ['common'],
  props: { phone: 'string', refreshSeconds: 'number' },
  propDocs: {
    phone:
      'The E.164 number whose SMS to show (e.g. the demo couple’s, +33639981234); without it nothing is loaded, since the server answers for one number only.',
    refreshSeconds: 'Seconds between the end of a load and the next (default 5); 0 loads only on the button.',
  },
  events: {
    'pp-sms-outbox-copy': {
      description: 'The user copied a code.',
      detail: '{ code: string; phone: string }',
    },
  },
  cssProperties: {
    ...themeCssProperties(),
    '--pp-highlight-color': { description: 'Background of the codes.', default: '#ffe97a' },
  },
};
