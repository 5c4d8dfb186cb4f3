declare module 'async-exit-hook' {
  interface AsyncExitHook {
    hookedEvents(): string[];
    unhookEvent(event: string): void;
  }
  const asyncExitHook: AsyncExitHook;
  export default asyncExitHook;
}
