import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import type { LayoutName } from '@coach/shared/contract';
import { PublicFrame } from '../components/PublicFrame.tsx';
import { AppFrame } from '../components/AppFrame.tsx';

function layoutOf(name: LayoutName): ComponentType {
  function Layout() {
    return name === 'home' || name === 'main' ? (
      <PublicFrame variant={name}>
        <Outlet />
      </PublicFrame>
    ) : (
      <AppFrame variant={name}>
        <Outlet />
      </AppFrame>
    );
  }
  Layout.displayName = `Layout(${name})`;
  return Layout;
}

/** The five layouts (docs/product.md §2); every route renders inside the one it declares. */
export const LAYOUTS: Record<LayoutName, ComponentType> = {
  home: layoutOf('home'),
  main: layoutOf('main'),
  default: layoutOf('default'),
  sidebar: layoutOf('sidebar'),
  'next-page': layoutOf('next-page'),
};
