// Ambient types every front-end package compiles with (each tsconfig includes this folder).

/** Injected by webpack's DefinePlugin (tooling/webpack/create-config.cjs). */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

/** CSS modules: class names hashed per build (ADR 0009). */
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

/** Global stylesheets (the shell's frame and design tokens): imported for their side effect. */
declare module '*.css';
