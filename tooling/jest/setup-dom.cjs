require('@testing-library/jest-dom');
// jsdom does not lay pages out; react-router's scroll restoration calls this on navigation.
window.scrollTo = () => undefined;
