// Unit tests never reach the network: tests that need the federation runtime mock these calls.
module.exports = {
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
};
