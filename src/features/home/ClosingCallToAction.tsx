import { Button, Container, Group, Text, Title } from '@mantine/core'
import { Link } from 'react-router'
import classes from './Home.module.css'

export function ClosingCallToAction() {
  return (
    <section className={classes.closing} aria-labelledby="closing-title">
      <Container size="md" ta="center">
        <Title order={2} id="closing-title" className={classes.closingTitle}>
          Begin Your Spiritual Journey Today
        </Title>
        <Text className={classes.closingText}>
          Join over 50,000 devotees who receive blessings from India's sacred temples.
        </Text>
        <Group justify="center" mt="xl" gap="md">
          <Button component={Link} to="/virtual-puja" size="lg" color="saffron.3" c="maroon.9">
            Book a Puja Now
          </Button>
          <Button
            component={Link}
            to="/chadava"
            size="lg"
            variant="outline"
            color="white"
            className={classes.heroSecondary}
          >
            Offer Chadava
          </Button>
        </Group>
      </Container>
    </section>
  )
}
