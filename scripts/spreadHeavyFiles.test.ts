import { expect, test } from 'vitest'
import { spreadHeavyFiles } from './spreadHeavyFiles.ts'

const project = (file: string) => file.split(':')[0]!
const heavy = (file: string) => file.includes('heavy')

test('the heavy files of a project come first and after each equal share of its light files', () => {
  const files = [
    'node:heavy1',
    'node:heavy2',
    'node:heavy3',
    ...['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `node:${x}`),
  ]
  expect(spreadHeavyFiles(files, project, heavy)).toEqual([
    'node:heavy1',
    'node:a',
    'node:b',
    'node:heavy2',
    'node:c',
    'node:d',
    'node:heavy3',
    'node:e',
    'node:f',
  ])
})

test('projects keep their order and their files; one without heavy files is untouched', () => {
  const files = ['unit:b', 'unit:a', 'node:x', 'node:heavy', 'node:y']
  expect(spreadHeavyFiles(files, project, heavy)).toEqual([
    'unit:b',
    'unit:a',
    'node:heavy',
    'node:x',
    'node:y',
  ])
  expect(spreadHeavyFiles(['node:heavy'], project, heavy)).toEqual([
    'node:heavy',
  ])
})
