import { METHODOLOGY_LIST } from '@blindspot/methodologies';
import { Badge, Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@blindspot/ui';
import { BookOpen, ExternalLink } from 'lucide-react';
import { Link } from 'react-router-dom';

/** /methodologies: the four methodologies, each with a link to practise it in the Roleplay Arena. */
export default function MethodologiesPage() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Sales Methodologies</h1>
        <p className="text-muted-foreground">Learn the frameworks, then practise them against an AI buyer.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {METHODOLOGY_LIST.map((methodology) => (
          <Card key={methodology.id} className="flex flex-col" data-testid={`methodology-${methodology.id}`}>
            <CardHeader>
              <CardTitle as="h2" className="flex items-center gap-2">
                <BookOpen className="h-5 w-5" aria-hidden /> {methodology.name}
              </CardTitle>
              <CardDescription>{methodology.fullName}</CardDescription>
            </CardHeader>
            <CardContent className="flex-1 space-y-4 text-sm">
              <section>
                <h3 className="mb-1 font-semibold">Overview</h3>
                <p className="text-muted-foreground">{methodology.overview}</p>
              </section>
              <section>
                <h3 className="mb-1 font-semibold">When to Use</h3>
                <p className="text-muted-foreground">{methodology.whenToUse}</p>
              </section>
              <section>
                <h3 className="mb-2 font-semibold">Key Concepts</h3>
                <ul className="space-y-2">
                  {methodology.concepts.map((concept) => (
                    <li key={concept.key} className="flex gap-3">
                      <Badge variant="secondary" className="h-6 min-w-6 justify-center">
                        {concept.letter}
                      </Badge>
                      <span>
                        <span className="font-medium">{concept.name}</span>
                        <span className="text-muted-foreground">: {concept.description}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
              <section>
                <h3 className="mb-2 font-semibold">Example Questions</h3>
                <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
                  {methodology.exampleQuestions.map((question) => (
                    <li key={question}>{question}</li>
                  ))}
                </ul>
              </section>
            </CardContent>
            <CardFooter className="flex flex-wrap gap-3">
              <Button variant="outline" asChild>
                <a href={methodology.bookUrl} target="_blank" rel="noopener noreferrer">
                  Buy Book <ExternalLink className="ml-2 h-4 w-4" aria-hidden />
                </a>
              </Button>
              <Button asChild>
                <Link to={`/roleplay?methodology=${methodology.id}`}>Start Practicing {methodology.name}</Link>
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </div>
  );
}
