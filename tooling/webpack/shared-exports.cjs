// The exports the platform uses from the shared libraries that the shell provides tree-shaken.
// Shared modules are otherwise kept whole (a remote might use any export): react-router 8 whole
// is 65 KB gzip, 32 KB cut to this list. The lists are part of the contract between the shell and
// the remotes: a remote that needs another export adds it here and ships after a shell release.
// `tooling/checks/shared-exports.test.cjs` keeps the lists and the application code in step.
module.exports = {
  'react-router': [
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'RouterProvider',
    'ScrollRestoration',
    'createBrowserRouter',
    'isRouteErrorResponse',
    'replace',
    'useLocation',
    'useMatches',
    'useNavigate',
    'useNavigation',
    'useParams',
    'useRouteError',
    'useSearchParams',
  ],
  'react-i18next': ['I18nContext', 'initReactI18next', 'useTranslation'],
};
