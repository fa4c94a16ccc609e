import { createMemoryRouter } from 'react-router';
import { OUTDATED_ATTRIBUTE, reloadOnNextNavigation } from './reload-on-next-navigation.ts';

const routes = [
  { path: '/', children: [{ index: true }, { path: 'a' }, { path: 'b', loader: async () => null }] },
];

describe('reloadOnNextNavigation', () => {
  it('turns the next navigation into a full load of its target, once', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.initialize();
    const load = jest.fn();
    reloadOnNextNavigation(router as never, load);
    await router.navigate('/a?x=1#top');
    await router.navigate('/b');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/a?x=1#top');
  });

  it('catches navigations that load data before they commit', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.initialize();
    const load = jest.fn();
    reloadOnNextNavigation(router as never, load);
    await router.navigate('/b');
    expect(load).toHaveBeenCalledWith('/b');
  });

  it('does nothing until there is a navigation, and says on <html> that the page is outdated', async () => {
    document.documentElement.removeAttribute(OUTDATED_ATTRIBUTE);
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    await router.initialize();
    const load = jest.fn();
    reloadOnNextNavigation(router as never, load);
    expect(load).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute(OUTDATED_ATTRIBUTE);
  });
});
