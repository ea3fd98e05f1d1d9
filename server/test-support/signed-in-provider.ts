import { exampleRegistration } from '@shared/api/contract/examples';
import { createUser } from '../auth/users';
import { insertCraftedProvider } from './crafted-directory';
import { signIn } from './signed-in-couple';
import type { TestApp } from './test-app';

/**
 * A provider's account (phone `phone`, an address of its own made from it, confirmed) running a company of its
 * own named `name`, in Lyon, signed in.
 */
export async function signedInProvider(t: Omit<TestApp, 'close'>, name: string, phone: string) {
  const email = `provider-${phone.replace(/\D/g, '')}@example.com`;
  const user = await createUser(t.db, { ...exampleRegistration(phone), email });
  if (!user) throw new Error('the provider user was not created');
  await t.db.query("UPDATE users SET role = 'provider', email_confirmed_at = created_at WHERE id = $1", [
    user.id,
  ]);
  const providerId = await insertCraftedProvider(t.db, { name, latitude: 45.76, longitude: 4.83 });
  await t.db.query('UPDATE providers SET owner_user_id = $1 WHERE id = $2', [user.id, providerId]);
  return { providerId, ...(await signIn(t, user.id)) };
}
