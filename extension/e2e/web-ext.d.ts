// web-ext ships no types; the browser tests call only its lint command.
declare module 'web-ext' {
  const webExt: {
    cmd: { lint(params: Record<string, unknown>, options: { shouldExitProgram: boolean }): Promise<unknown> };
  };
  export default webExt;
}
