/**
 * `files` in their order, but for each project's heavy ones: the first heavy
 * file first, then each after an equal share of the project's light files,
 * so that one worker takes them one after the other while the other takes
 * light ones. Projects keep their order and stay contiguous.
 */
export function spreadHeavyFiles<T>(
  files: readonly T[],
  projectOf: (file: T) => string,
  isHeavy: (file: T) => boolean,
): T[] {
  const result: T[] = []
  for (const project of new Set(files.map(projectOf))) {
    const own = files.filter((file) => projectOf(file) === project)
    const heavies = own.filter(isHeavy)
    const lights = own.filter((file) => !isHeavy(file))
    if (!heavies.length) result.push(...lights)
    heavies.forEach((file, index) => {
      const from = Math.round((index * lights.length) / heavies.length)
      const to = Math.round(((index + 1) * lights.length) / heavies.length)
      result.push(file, ...lights.slice(from, to))
    })
  }
  return result
}
