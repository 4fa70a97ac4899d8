import '@mantine/core/styles.layer.css'
