// The react-router exports the platform uses. The shell provides react-router tree-shaken to
// this list (it halves react-router's weight on every page), so it is part of the contract
// between the shell and the remotes: a remote needing another export lands here, with a shell
// release, before the remote ships. `tooling/checks/react-router-exports.test.cjs` keeps the
// list and the code in step.
module.exports = [
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'RouterProvider',
  'ScrollRestoration',
  'createBrowserRouter',
  'createMemoryRouter',
  'isRouteErrorResponse',
  'matchRoutes',
  'redirect',
  'useLocation',
  'useMatches',
  'useNavigate',
  'useNavigation',
  'useParams',
  'useRouteError',
  'useSearchParams',
];
