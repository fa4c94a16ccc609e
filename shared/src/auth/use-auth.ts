import { useStore } from 'zustand';
import { authStore, type AuthStore } from './store.ts';

/** Reads the page's one auth store from React; pass a selector to re-render on what you use. */
export function useAuth<T>(selector: (state: AuthStore) => T): T {
  return useStore(authStore, selector);
}
