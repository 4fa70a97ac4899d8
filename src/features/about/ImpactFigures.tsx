import { Box, Container, SimpleGrid, Text, Title } from '@mantine/core'
import { impactFigures } from '../../content/about'
import { impactFiguresMessages } from '../../content/messages/about'
import reflow from '../../components/reflowingGrid.module.css'

export function ImpactFigures() {
  return (
    <Box component="section" aria-labelledby="impact-title" bg="maroon.8" py={{ base: 40, sm: 56 }}>
      <Container size="lg" className={reflow.container}>
        <Title order={2} id="impact-title" c="white" ta="center" fz={{ base: 26, sm: 32 }} mb="xl">
          {impactFiguresMessages.title}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" className={reflow.grid}>
          {impactFigures.map((figure) => (
            <Text key={figure.label} ta="center" c="white" fw={500}>
              <Text
                component="span"
                display="block"
                fz={{ base: 30, sm: 40 }}
                fw={700}
                c="saffron.2"
                ff="heading"
              >
                {figure.value}
              </Text>
              {figure.label}
            </Text>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  )
}
