import { UnstyledButton } from '@mantine/core'
import { useEffect, useState } from 'react'
import { commonMessages } from '../../content/messages/common'
import { templeCarouselMessages } from '../../content/messages/home'
import { useBrowserValue } from '../../lib/browserValue'
import { mediaQuery } from '../../lib/mediaQuery'
import classes from './TempleCarousel.module.css'

/** SPEC §9: the carousel advances every 4 seconds through six temple images. */
const CAROUSEL_INTERVAL_MS = 4_000
const images = [1, 2, 3, 4, 5, 6].map((n) => `/images/temples/temple-${n}.svg`)

const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)')

/** Six temple images on large screens: advances every 4 s with a progress bar, dots to jump, and pause. */
export function TempleCarousel() {
  const [index, setIndex] = useState(0)
  // A prerendered page cannot know the visitor's setting: it shows the carousel still, as for reduced motion.
  const prefersReducedMotion = useBrowserValue(reducedMotion.matches, true, reducedMotion.subscribe)
  const [chosen, setChosen] = useState<'play' | 'pause' | null>(null)
  const playing = chosen === null ? !prefersReducedMotion : chosen === 'play'
  useEffect(() => {
    if (!playing) return
    const timer = setTimeout(() => setIndex((index + 1) % images.length), CAROUSEL_INTERVAL_MS)
    return () => clearTimeout(timer)
  }, [playing, index])

  return (
    <section
      className={classes.root}
      aria-roledescription={commonMessages.carousel}
      aria-label={templeCarouselMessages.label}
    >
      <div className={classes.stage}>
        {images.map((src, i) => (
          <img
            key={src}
            src={src}
            alt={templeCarouselMessages.image(i + 1, images.length)}
            aria-hidden={i !== index}
            width={640}
            height={480}
            loading={i === 0 ? 'eager' : 'lazy'}
            className={classes.slide}
            data-active={i === index || undefined}
          />
        ))}
      </div>
      <div className={classes.progress} aria-hidden="true">
        {playing && <span key={index} className={classes.progressBar} />}
      </div>
      <div className={classes.controls}>
        <div className={classes.dots}>
          {images.map((src, i) => (
            <UnstyledButton
              key={src}
              className={classes.dot}
              data-active={i === index || undefined}
              aria-label={templeCarouselMessages.showImage(i + 1, images.length)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <UnstyledButton className={classes.pause} onClick={() => setChosen(playing ? 'pause' : 'play')}>
          {playing ? templeCarouselMessages.pause : templeCarouselMessages.play}
        </UnstyledButton>
      </div>
    </section>
  )
}
