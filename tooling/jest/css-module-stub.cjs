// CSS modules in jest: each class name maps to itself, so tests can assert on
// `styles.card` without a CSS pipeline (webpack hashes the real names).
module.exports = new Proxy(
  {},
  {
    get: (_target, key) => (key === '__esModule' ? false : key === 'default' ? module.exports : String(key)),
  },
);
