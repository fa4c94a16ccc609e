// Unit tests never reach the network: tests that need the federation runtime mock these calls.
module.exports = {
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
};
