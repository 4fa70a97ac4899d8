import './blogStyles'
import { useParams } from 'react-router'
import { blogArticles, findArticle } from '../../content/blog/articles'
import { ArticleNotFound } from './ArticleNotFound'
import { ArticleView } from './ArticleView'
import { relatedArticles } from './articleSelection'

/** /blog/{id}: the article, or a not-found message with a way back to the blog. */
export function ArticlePage() {
  const article = findArticle(useParams().id)
  if (!article) return <ArticleNotFound />
  return <ArticleView article={article} related={relatedArticles(article, blogArticles())} />
}
