/** `work`, or a rejection once `ms` have passed without its answer (the work itself goes on unheard). */
export const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};
