import type { ComponentType } from 'react';
import { Outlet } from 'react-router';
import type { LayoutName } from '@coach/shared/contract';
import { PublicFrame } from '../components/PublicFrame.tsx';
import { AppFrame } from '../components/AppFrame.tsx';
import { useRemoteArea } from '../app/routing/remote-area.ts';

function layoutOf(name: LayoutName): ComponentType {
  function Layout() {
    const area = useRemoteArea();
    return name === 'home' || name === 'main' ? (
      <PublicFrame variant={name} area={area}>
        <Outlet />
      </PublicFrame>
    ) : (
      <AppFrame variant={name} area={area}>
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
