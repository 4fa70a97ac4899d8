import { Button, Group } from '@mantine/core'
import { Link } from '../../components/LocalLink'
import { bookingCallsMessages } from '../../content/messages/home'
import classes from './Home.module.css'

/** The two calls of the home page's hero and closing section: book a puja, offer chadava. */
export function BookingCalls({ pujaLabel, justify }: { pujaLabel: string; justify?: 'center' }) {
  return (
    <Group mt="xl" gap="md" justify={justify}>
      <Button component={Link} to="/virtual-puja" size="lg" color="saffron.3" c="maroon.9">
        {pujaLabel}
      </Button>
      <Button
        component={Link}
        to="/chadava"
        size="lg"
        variant="outline"
        color="white"
        className={classes.heroSecondary}
      >
        {bookingCallsMessages.offerChadava}
      </Button>
    </Group>
  )
}
