import { authStore } from '@coach/shared/auth';
import type { AppUser, UserType } from '@coach/shared/schemas';

/** Signs a user of this type into the auth store, as the shell does after whoami. */
export function signInAs(userType: UserType): void {
  const user: AppUser = {
    id: 'user-1',
    firstname: 'Claire',
    lastname: 'Leroy',
    email: 'claire@example.com',
    birth_date: null,
    gender: 'female',
    mobile: null,
    lang: 'fr',
    user_type: userType,
    created_at: '2026-01-01T00:00:00.000Z',
  };
  authStore.setState({ authenticated: true, app_user: user });
}
