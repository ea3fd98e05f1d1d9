import * as v from 'valibot';
import { endpoint } from '../endpoint';
import { phoneE164Schema } from '../../validation';

export const smsOutbox = endpoint({
  name: 'dev_sms_outbox',
  method: 'GET',
  path: '/dev/sms-outbox',
  auth: 'none',
  summary: 'Development only: the SMS the outbox transport stored, newest first.',
  request: v.object({ phone: v.optional(phoneE164Schema) }),
  response: v.object({
    messages: v.array(v.object({ phone: v.string(), text: v.string(), sentAt: v.string() })),
  }),
});
