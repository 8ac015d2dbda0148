import { useId } from 'react'
import { useAppMessages } from '../appMessages.ts'
import { useLanguage } from '../language/LanguageContext.ts'
import styles from './LanguageSwitch.module.css'

/**
 * The page's language: a labelled list of every language the app offers,
 * each in its own words; the choice is kept for the next visit.
 */
export function LanguageSwitch() {
  const t = useAppMessages().language
  const { language, options, choose } = useLanguage()
  const id = useId()
  return (
    <div className={styles.switch}>
      <label htmlFor={id} className={styles.label}>
        {t.label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={language}
        onChange={(event) => choose(event.target.value)}
      >
        {options.map((option) => (
          <option
            key={option.tag}
            value={option.tag}
            lang={option.tag}
            dir={option.dir}
          >
            {option.name}
          </option>
        ))}
      </select>
    </div>
  )
}
