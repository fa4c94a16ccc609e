import { useAuth } from '@coach/shared/auth';
import { isLeaderType } from '@coach/shared/team';

/** Coaches, managers and hr lead a team (docs/product.md §7.2); the api decides again on every call. */
export function useIsLeader(): boolean {
  return useAuth((state) => isLeaderType(state.app_user?.user_type));
}
