import { useEffect, useId, useRef, useState } from 'react'
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
  // Only the current language until the visitor reaches for the list: its
  // twenty names in a dozen scripts would have the browser load a font for
  // each before the first paint (the closed list is as wide as its widest
  // option), a tenth of a second of layout on a phone.
  const [listed, setListed] = useState(false)
  const list = () => setListed(true)
  // Reached for before the app was there (a prerendered page): filled now.
  const select = useRef<HTMLSelectElement>(null)
  useEffect(() => {
    if (select.current && document.activeElement === select.current)
      setListed(true)
  }, [])
  const shown = listed ? options : options.filter((x) => x.tag === language)
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
        ref={select}
        onFocus={list}
        onPointerDown={list}
        onPointerEnter={list}
      >
        {shown.map((option) => (
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
