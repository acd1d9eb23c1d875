export const SERVER_NODE_ARGS: readonly string[];
