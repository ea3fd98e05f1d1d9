import type { User } from '@shared/api/contract/session';
import type { Queryable } from '../db/database';

const USER_COLUMNS = `id, phone, email, firstname, lastname, city, zip_code AS "zipCode", country, latitude, longitude,
  locale, has_finished_onboarding`;

export async function findUserById(db: Queryable, id: number): Promise<User | null> {
  const [user] = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [id]);
  return user ?? null;
}

export async function findUserByPhone(db: Queryable, phone: string): Promise<User | null> {
  const [user] = await db.query<User>(`SELECT ${USER_COLUMNS} FROM users WHERE phone = $1`, [phone]);
  return user ?? null;
}

export interface NewUser {
  phone: string;
  email: string;
  firstname: string;
  lastname: string;
  city: string;
  zipCode: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  locale: string;
}

/** The widget's inscription is the whole onboarding of a couple, so the account is complete at once. Null when the phone already has an account. */
export async function createUser(db: Queryable, user: NewUser): Promise<User | null> {
  const [created] = await db.query<User>(
    `INSERT INTO users (phone, email, firstname, lastname, city, zip_code, country, latitude, longitude, locale,
       has_finished_onboarding)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, true)
     ON CONFLICT (phone) DO NOTHING
     RETURNING ${USER_COLUMNS}`,
    [
      user.phone,
      user.email,
      user.firstname,
      user.lastname,
      user.city,
      user.zipCode,
      user.country,
      user.latitude,
      user.longitude,
      user.locale,
    ],
  );
  return created ?? null;
}

/**
 * What a couple changes of their account directly, as the contract parsed it; an absent field is kept. A new
 * email is not among them: it waits for confirmation (email-changes.ts).
 */
export interface ProfileChanges {
  locale?: string | undefined;
  /** A new city replaces the whole location: its absent details are cleared. */
  city?: string | undefined;
  zipCode?: string | null | undefined;
  country?: string | undefined;
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
}

/** The columns the changes write, each with its value; names, phone and email are never among them. */
function profileAssignments(changes: ProfileChanges): [column: string, value: string | number | null][] {
  const assignments: [string, string | number | null][] = [];
  if (changes.locale !== undefined) assignments.push(['locale', changes.locale]);
  if (changes.city !== undefined) {
    assignments.push(
      ['city', changes.city],
      ['zip_code', changes.zipCode || null],
      ['country', changes.country ?? null],
      ['latitude', changes.latitude ?? null],
      ['longitude', changes.longitude ?? null],
    );
  }
  return assignments;
}

/** Applies profile changes to an account and answers it as it now is; null when the account is gone. */
export async function updateUserProfile(
  db: Queryable,
  id: number,
  changes: ProfileChanges,
): Promise<User | null> {
  const assignments = profileAssignments(changes);
  if (assignments.length === 0) return findUserById(db, id);
  const [updated] = await db.query<User>(
    `UPDATE users SET ${assignments.map(([column], index) => `${column} = $${index + 2}`).join(', ')}
     WHERE id = $1 RETURNING ${USER_COLUMNS}`,
    [id, ...assignments.map(([, value]) => value)],
  );
  return updated ?? null;
}
