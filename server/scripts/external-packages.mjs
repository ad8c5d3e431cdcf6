// An esbuild plugin that bundles our own workspace code (@orrery/*) and leaves every npm package
// external, for the server's build and for the benches that time the same bundle.
export const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@orrery/') ? undefined : { path: args.path, external: true },
    );
  },
};
