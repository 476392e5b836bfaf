export function jsxEntriesPlugin() { return { name: 'x', packageLinkPhase() {} }; }
