import { randomBytes } from 'node:crypto';
import type { AppDeps } from './http/context';

export interface DemoAccount {
  role: 'user' | 'admin';
  email: string;
  password: string;
}

const demoAccounts = [
  { role: 'user' as const, email: 'demo@orrery.localhost', firstName: 'Luna', lastName: 'Demo' },
  { role: 'admin' as const, email: 'admin@orrery.localhost', firstName: 'Ada', lastName: 'Admin' },
];

/** Creates (or re-keys) the demo user and admin; used only when DEMO_DATA is set, never in production. */
export async function seedDemoData(deps: AppDeps): Promise<DemoAccount[]> {
  const ctx = await deps.auth.$context;
  const result: DemoAccount[] = [];
  for (const account of demoAccounts) {
    const password = randomBytes(9).toString('base64url');
    const existing = await ctx.internalAdapter.findUserByEmail(account.email);
    let userId: string;
    if (existing) {
      userId = existing.user.id;
      await ctx.internalAdapter.updatePassword(userId, await ctx.password.hash(password));
    } else {
      const created = await deps.auth.api.signUpEmail({
        body: {
          email: account.email,
          password,
          name: `${account.firstName} ${account.lastName}`,
          firstName: account.firstName,
          lastName: account.lastName,
        },
      });
      userId = created.user.id;
      await deps.database.db
        .updateTable('profiles')
        .set({ birth_date: '1990-05-14', birth_time: '08:30', birth_city: 'London', birth_country: 'GB' })
        .where('id', '=', userId)
        .execute();
    }
    await deps.database.db
      .updateTable('profiles')
      .set({ role: account.role })
      .where('id', '=', userId)
      .execute();
    result.push({ role: account.role, email: account.email, password });
  }
  return result;
}
