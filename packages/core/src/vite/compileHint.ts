/** V8's explicit compile hint: every function of the file, compiled eagerly. */
export const compileHint = '//# allFunctionsCalledOnLoad'
