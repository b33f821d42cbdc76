export * from './nodes.js';
export * from './qname.js';
export * from './occurs.js';
export * from './factories.js';
export * from './guards.js';
export * from './generations.js';
export * from './namespace-constraint.js';
export * from './builtins.js';
