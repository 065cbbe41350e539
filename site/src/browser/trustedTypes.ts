interface TrustedTypesFactory {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL: (url: string) => string }): unknown;
}

/**
 * The page's default Trusted Types policy. Under the CSP's `require-trusted-types-for 'script'`
 * the browser hands it each string that reaches a script sink: it lets through script URLs of the
 * site's own origin (the scene and WebGL-probe workers, created as Vite writes them,
 * `new Worker(new URL(…))`) and nothing else. No HTML (quotes come through @portfolio/ui's own
 * policy), no script text, no other origin's scripts.
 */
export function installDefaultTrustedTypesPolicy(): void {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL(url) {
      const parsed = new URL(url, window.location.href);
      if (parsed.origin !== window.location.origin)
        throw new TypeError(`No script of ${parsed.origin} runs here.`);
      return parsed.href;
    },
  });
}
