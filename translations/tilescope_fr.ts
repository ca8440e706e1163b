<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>ClaimSentences</name>
    <message>
        <source>Fitting in memory</source>
        <translation>Tenir en mémoire</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>Cycles par itération</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>Mémoire totale</translation>
    </message>
    <message>
        <source>Always-live memory</source>
        <translation>Mémoire toujours vivante</translation>
    </message>
    <message>
        <source>Peak not-always-live memory</source>
        <translation>Pic de mémoire non toujours vivante</translation>
    </message>
    <message>
        <source>Memory of the fullest tile</source>
        <translation>Mémoire de la tuile la plus pleine</translation>
    </message>
    <message>
        <source>Memory of the fullest tile without its gaps</source>
        <translation>Mémoire de la tuile la plus pleine sans ses trous</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Operations planned for minimum memory</source>
        <translation>Opérations planifiées pour la mémoire minimale</translation>
    </message>
    <message>
        <source>The fullest tile against the mean tile</source>
        <translation>La tuile la plus pleine face à la tuile moyenne</translation>
    </message>
    <message>
        <source>Pipeline FIFO memory</source>
        <translation>Mémoire des FIFO du pipeline</translation>
    </message>
    <message>
        <source>Steps in the trace</source>
        <translation>Étapes de la trace</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 échantillons/s</translation>
    </message>
    <message>
        <source>%1×</source>
        <translation>%1×</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>tient</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>ne tient pas</translation>
    </message>
    <message>
        <source>configuration %1</source>
        <translation>configuration %1</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>With %1 it fits: its fullest tile, %3, holds %2</source>
        <translation>Avec %1, le programme tient : sa tuile la plus pleine, %3, contient %2</translation>
    </message>
    <message>
        <source>With %1 it does not fit: tile %3 needs %2</source>
        <translation>Avec %1, le programme ne tient pas : la tuile %3 demande %2</translation>
    </message>
    <message>
        <source>%1 with %2: %3</source>
        <translation>%1 avec %2 : %3</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not %4</source>
        <translation>%1 avec %2 : %3, et non %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, the same as with %4</source>
        <translation>%1 avec %2 : %3, comme avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not the same as with %4 (%5)</source>
        <translation>%1 avec %2 : %3, pas comme avec %4 (%5)</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than 1/%6 of the %5 with %4</source>
        <translation>%1 avec %2 : %3, moins de 1/%6 des %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than 1/%6 of the %5 with %4</source>
        <translation>%1 avec %2 : %3, pas moins de 1/%6 des %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than the %5 with %4</source>
        <translation>%1 avec %2 : %3, moins que les %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not less than the %5 with %4</source>
        <translation>%1 avec %2 : %3, pas moins que les %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %6 times the %5 with %4</source>
        <translation>%1 avec %2 : %3, plus de %6 fois les %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than %6 times the %5 with %4</source>
        <translation>%1 avec %2 : %3, pas plus de %6 fois les %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than the %5 with %4</source>
        <translation>%1 avec %2 : %3, plus que les %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, not more than the %5 with %4</source>
        <translation>%1 avec %2 : %3, pas plus que les %5 avec %4</translation>
    </message>
    <message>
        <source>%1 with %2: none</source>
        <translation>%1 avec %2 : aucun</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at least %4</source>
        <translation>%1 avec %2 : %3, au moins %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, less than %4</source>
        <translation>%1 avec %2 : %3, moins de %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, at most %4</source>
        <translation>%1 avec %2 : %3, au plus %4</translation>
    </message>
    <message>
        <source>%1 with %2: %3, more than %4</source>
        <translation>%1 avec %2 : %3, plus de %4</translation>
    </message>
    <message>
        <source>Share of the fullest tile&apos;s gaps that are addresses other steps&apos; variables use</source>
        <translation>Part des trous de la tuile la plus pleine dont les adresses servent aux variables d&apos;autres étapes</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Shows the memory, liveness and execution of simulated IPU programs.</source>
        <translation>Affiche la mémoire, la durée de vie et l’exécution de programmes IPU simulés.</translation>
    </message>
    <message>
        <source>Report file to open (.tsr or .json).</source>
        <translation>Fichier de rapport à ouvrir (.tsr ou .json).</translation>
    </message>
    <message>
        <source>Report to compare the first one against.</source>
        <translation>Rapport auquel comparer le premier.</translation>
    </message>
    <message>
        <source>View to show first (for example &quot;summary&quot;).</source>
        <translation>Vue à afficher d’abord (par exemple « summary »).</translation>
    </message>
    <message>
        <source>Tile to select.</source>
        <translation>Tuile à sélectionner.</translation>
    </message>
    <message>
        <source>Save a picture of every view to DIR, then exit.</source>
        <translation>Enregistrer une image de chaque vue dans DIR, puis quitter.</translation>
    </message>
    <message>
        <source>Only one report can be opened; use --compare for a second one.</source>
        <translation>Un seul rapport peut être ouvert ; utilisez --compare pour un second.</translation>
    </message>
    <message>
        <source>--tile expects a tile number, not &quot;%1&quot;.</source>
        <translation>--tile attend un numéro de tuile, pas « %1 ».</translation>
    </message>
    <message>
        <source>--compare needs a report to compare.</source>
        <translation>--compare nécessite un rapport à comparer.</translation>
    </message>
    <message>
        <source>Window size in pixels, for example 900x700 (also the size of the pictures).</source>
        <translation>Taille de la fenêtre en pixels, par exemple 900x700 (aussi celle des images).</translation>
    </message>
    <message>
        <source>Use a dark palette, whatever the desktop&apos;s.</source>
        <translation>Utiliser une palette sombre, quelle que soit celle du bureau.</translation>
    </message>
    <message>
        <source>Simulate a model as tilescope-cli compile would, for example &quot;resnet50 --amp 0.4&quot;, in the Simulate panel (compared with REPORT when one is given).</source>
        <translation>Simuler un modèle comme le ferait tilescope-cli compile, par exemple « resnet50 --amp 0.4 », dans le panneau Simulation (comparé à REPORT s’il est indiqué).</translation>
    </message>
    <message>
        <source>--simulate: %1</source>
        <translation>--simulate : %1</translation>
    </message>
    <message>
        <source>--screenshot needs a report to show or a model to --simulate.</source>
        <translation>--screenshot nécessite un rapport à afficher ou un modèle pour --simulate.</translation>
    </message>
    <message>
        <source>With --screenshot: only these views, comma-separated (for example &quot;memory,liveness&quot;).</source>
        <translation>Avec --screenshot : uniquement ces vues, séparées par des virgules (par exemple « memory,liveness »).</translation>
    </message>
    <message>
        <source>Presentation mode: larger text and thicker plot lines, for a projector.</source>
        <translation>Mode présentation : texte plus grand et lignes de graphique plus épaisses, pour un projecteur.</translation>
    </message>
    <message>
        <source>--screenshot-views goes with --screenshot DIR.</source>
        <translation>--screenshot-views s’utilise avec --screenshot DIR.</translation>
    </message>
    <message>
        <source>Open a lesson (a bundled lesson&apos;s name or a lesson file) at start.</source>
        <translation>Ouvrir une leçon au démarrage (le nom d&apos;une leçon fournie ou un fichier de leçon).</translation>
    </message>
    <message>
        <source>With --lesson: the step to show (from 1).</source>
        <translation>Avec --lesson : l&apos;étape à afficher (à partir de 1).</translation>
    </message>
    <message>
        <source>--lesson-step expects a step number from 1, with --lesson, not &quot;%1&quot;.</source>
        <translation>--lesson-step attend un numéro d&apos;étape à partir de 1, avec --lesson, et non « %1 ».</translation>
    </message>
    <message>
        <source>--size expects WIDTHxHEIGHT from %1x%1 to %2x%2 pixels, not &quot;%3&quot;.</source>
        <translation>--size attend LARGEURxHAUTEUR de %1x%1 à %2x%2 pixels, pas &quot;%3&quot;.</translation>
    </message>
</context>
<context>
    <name>LanguageSetting</name>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
</context>
<context>
    <name>LessonViewWords</name>
    <message>
        <source>Liveness of all tiles, all steps in view, step %1 selected.</source>
        <translation>Vivacité de toutes les tuiles, toutes les étapes visibles, étape %1 sélectionnée.</translation>
    </message>
    <message>
        <source>Liveness of all tiles, all steps in view, the peak selected.</source>
        <translation>Vivacité de toutes les tuiles, toutes les étapes visibles, le pic sélectionné.</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, step %2 selected.</source>
        <translation>Vivacité de la tuile %1, toutes les étapes visibles, étape %2 sélectionnée.</translation>
    </message>
    <message>
        <source>Liveness of tile %1 (the worst), all steps in view, its peak selected.</source>
        <translation>Vivacité de la tuile %1 (la pire), toutes les étapes visibles, son pic sélectionné.</translation>
    </message>
    <message>
        <source>Liveness of tile %1, all steps in view, its peak selected.</source>
        <translation>Vivacité de la tuile %1, toutes les étapes visibles, son pic sélectionné.</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1.</source>
        <translation>Mémoire de toutes les IPU dans l’ordre logiciel, trous inclus ; le détail de la tuile %1.</translation>
    </message>
    <message>
        <source>Memory of all IPUs in software order, gaps included; the breakdown of tile %1 (the worst).</source>
        <translation>Mémoire de toutes les IPU dans l’ordre logiciel, trous inclus ; le détail de la tuile %1 (la pire).</translation>
    </message>
    <message>
        <source>The row of %1 is marked.</source>
        <translation>La ligne %1 est marquée.</translation>
    </message>
    <message>
        <source>Memory regions of tile %1, whole.</source>
        <translation>Régions mémoire de la tuile %1, en entier.</translation>
    </message>
    <message>
        <source>Memory regions of tile %1 (the worst), whole.</source>
        <translation>Régions mémoire de la tuile %1 (la pire), en entier.</translation>
    </message>
    <message>
        <source>Execution trace in cycles, from cycle %1 to %2.</source>
        <translation>Trace d’exécution en cycles, du cycle %1 au cycle %2.</translation>
    </message>
    <message>
        <source>Execution trace in cycles, the whole run.</source>
        <translation>Trace d’exécution en cycles, toute l’exécution.</translation>
    </message>
    <message>
        <source>Operations unfiltered, %1 selected.</source>
        <translation>Opérations sans filtre, %1 sélectionnée.</translation>
    </message>
</context>
<context>
    <name>LivenessCsv</name>
    <message>
        <source>Report</source>
        <translation>Rapport</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <source>Always-live bytes</source>
        <translation>Octets toujours vivants</translation>
    </message>
    <message>
        <source>Not-always-live bytes (minimum)</source>
        <translation>Octets non toujours vivants (minimum)</translation>
    </message>
    <message>
        <source>Not-always-live bytes (maximum)</source>
        <translation>Octets non toujours vivants (maximum)</translation>
    </message>
    <message>
        <source>Max memory bytes</source>
        <translation>Mémoire maximale en octets</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
</context>
<context>
    <name>LivenessStepDetails</name>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Ensemble de calcul</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>Proportion de mémoire disponible (availableMemoryProportion)</translation>
    </message>
    <message>
        <source>%1 (planner phase 2: optimised for minimum memory)</source>
        <translation>%1 (phase 2 du planificateur : optimisé pour la mémoire minimale)</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Toujours vivant</translation>
    </message>
    <message>
        <source>Not-always-live</source>
        <translation>Non toujours vivant</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Of max memory</source>
        <translation>Part de la mémoire maximale</translation>
    </message>
</context>
<context>
    <name>LoadFailureText</name>
    <message>
        <source>The file does not exist or cannot be opened.</source>
        <translation>Le fichier n’existe pas ou ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>The file is empty, truncated or not in a format Tilescope reads.</source>
        <translation>Le fichier est vide, tronqué ou dans un format que Tilescope ne lit pas.</translation>
    </message>
    <message>
        <source>The file is not a Tilescope report.</source>
        <translation>Le fichier n’est pas un rapport Tilescope.</translation>
    </message>
    <message>
        <source>The report was written by a newer version of Tilescope.</source>
        <translation>Le rapport a été écrit par une version plus récente de Tilescope.</translation>
    </message>
    <message>
        <source>The report contains an invalid value.</source>
        <translation>Le rapport contient une valeur invalide.</translation>
    </message>
    <message>
        <source>The report lacks a required field.</source>
        <translation>Il manque un champ obligatoire dans le rapport.</translation>
    </message>
    <message>
        <source>The report could not be loaded.</source>
        <translation>Le rapport n’a pas pu être chargé.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier : %1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>Champ : %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Détails : %1</translation>
    </message>
    <message>
        <source>The file is an ONNX model, not a report: simulate it with File &gt; New Simulation (Ctrl+N).</source>
        <translation>Le fichier est un modèle ONNX, pas un rapport : simulez-le avec Fichier &gt; Nouvelle simulation (Ctrl+N).</translation>
    </message>
    <message>
        <source>The model could not be read.</source>
        <translation>Le modèle n’a pas pu être lu.</translation>
    </message>
</context>
<context>
    <name>MissingExecution</name>
    <message>
        <source>the program does not fit in memory, so it was never executed</source>
        <translation>le programme ne tient pas en mémoire, il n’a donc jamais été exécuté</translation>
    </message>
    <message>
        <source>execution profiling was off (autoReport.outputExecutionProfile is false)</source>
        <translation>le profilage de l’exécution était désactivé (autoReport.outputExecutionProfile vaut false)</translation>
    </message>
    <message>
        <source>the report holds no execution profile</source>
        <translation>le rapport ne contient aucun profil d’exécution</translation>
    </message>
</context>
<context>
    <name>OptionWords</name>
    <message>
        <source>Image size</source>
        <translation>Taille d’image</translation>
    </message>
    <message>
        <source>ResNet models: the input&apos;s height and width in pixels.</source>
        <translation>Modèles ResNet : hauteur et largeur de l’entrée en pixels.</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Classes</translation>
    </message>
    <message>
        <source>Outputs of the classifier (the model&apos;s own by default).</source>
        <translation>Sorties du classifieur (par défaut, celles du modèle).</translation>
    </message>
    <message>
        <source>Sequence length</source>
        <translation>Longueur de séquence</translation>
    </message>
    <message>
        <source>BERT: tokens per sample.</source>
        <translation>BERT : jetons par échantillon.</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <source>BERT: encoder layers (12 for base, 24 for large by default).</source>
        <translation>BERT : couches de l’encodeur (par défaut 12 pour base, 24 pour large).</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>Taille du vocabulaire</translation>
    </message>
    <message>
        <source>BERT: words in the embedding table.</source>
        <translation>BERT : mots de la table d’embeddings.</translation>
    </message>
    <message>
        <source>Masked tokens</source>
        <translation>Jetons masqués</translation>
    </message>
    <message>
        <source>BERT pre-training: the positions per sequence the masked-LM head decodes, gathered as Graphcore&apos;s BERT gathers them (every position when empty).</source>
        <translation>Pré-entraînement BERT : les positions par séquence que décode la tête de LM masqué, rassemblées comme le fait le BERT de Graphcore (toutes les positions si vide).</translation>
    </message>
    <message>
        <source>Embedding serialisation factor</source>
        <translation>Facteur de sérialisation des embeddings</translation>
    </message>
    <message>
        <source>BERT: the word embedding and its tied decoder as this many slices of the vocabulary, one after another: less temporary memory, more cycles.</source>
        <translation>BERT : l’embedding des mots et son décodeur lié en autant de tranches du vocabulaire, l’une après l’autre : moins de mémoire temporaire, plus de cycles.</translation>
    </message>
    <message>
        <source>No loss</source>
        <translation>Sans perte</translation>
    </message>
    <message>
        <source>Leave out the training loss and its label inputs.</source>
        <translation>Omettre la perte d’entraînement et ses entrées d’étiquettes.</translation>
    </message>
    <message>
        <source>ONNX dimensions</source>
        <translation>Dimensions ONNX</translation>
    </message>
    <message>
        <source>ONNX models: values of symbolic input dimensions other than the batch, such as sequence=128 (comma-separated).</source>
        <translation>Modèles ONNX : valeurs des dimensions d’entrée symboliques autres que le lot, comme sequence=128 (liste séparée par des virgules).</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Taille de lot</translation>
    </message>
    <message>
        <source>Samples per batch on each replica (the micro-batch).</source>
        <translation>Échantillons par lot sur chaque réplique (le micro-lot).</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>16.16: fp16 compute and weights; 16.32: fp16 compute with fp32 master weights; 32.32: fp32.</source>
        <translation>16.16 : calcul et poids en fp16 ; 16.32 : calcul en fp16 avec poids maîtres en fp32 ; 32.32 : fp32.</translation>
    </message>
    <message>
        <source>Partials type</source>
        <translation>Type des sommes partielles</translation>
    </message>
    <message>
        <source>The type of convolution and matmul partial sums: half takes half the memory and runs the AMP units twice as fast.</source>
        <translation>Le type des sommes partielles des convolutions et des matmuls : half occupe moitié moins de mémoire et fait tourner les unités AMP deux fois plus vite.</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Compile the training step: backward pass and weight update.</source>
        <translation>Compiler l’étape d’entraînement : passe arrière et mise à jour des poids.</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inférence</translation>
    </message>
    <message>
        <source>Compile inference only.</source>
        <translation>Compiler uniquement l’inférence.</translation>
    </message>
    <message>
        <source>Optimiser</source>
        <translation>Optimiseur</translation>
    </message>
    <message>
        <source>Training: the optimiser, which sets how much state each parameter keeps. sgd-combined is PopTorch&apos;s use_combined_accum: one buffer per weight serves as gradient accumulator and velocity.</source>
        <translation>Entraînement : l’optimiseur, qui détermine combien d’état chaque paramètre conserve. sgd-combined est le use_combined_accum de PopTorch : un seul tampon par poids sert à la fois d’accumulateur de gradients et de vitesse (velocity).</translation>
    </message>
    <message>
        <source>Accumulator type</source>
        <translation>Type des accumulateurs</translation>
    </message>
    <message>
        <source>Training: the type of the gradient accumulators (PopTorch&apos;s accum_type). Auto: float for SGD with momentum, PopTorch&apos;s default; the weights&apos; type for Adam and LAMB, as in Graphcore&apos;s BERT configurations, and for plain SGD.</source>
        <translation>Entraînement : le type des accumulateurs de gradients (accum_type de PopTorch). Auto : float pour SGD avec momentum, la valeur par défaut de PopTorch ; le type des poids pour Adam et LAMB, comme dans les configurations BERT de Graphcore, et pour le SGD simple.</translation>
    </message>
    <message>
        <source>Half first-order momentum</source>
        <translation>Premier moment en half</translation>
    </message>
    <message>
        <source>Training with Adam or LAMB: keep the first moment in fp16, half its bytes.</source>
        <translation>Entraînement avec Adam ou LAMB : garder le premier moment en fp16, soit moitié moins d’octets.</translation>
    </message>
    <message>
        <source>Loss scaling</source>
        <translation>Mise à l’échelle de la perte</translation>
    </message>
    <message>
        <source>Training: the loss scaling factor (recorded).</source>
        <translation>Entraînement : le facteur de mise à l’échelle de la perte (enregistré).</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>Proportion de mémoire disponible</translation>
    </message>
    <message>
        <source>The share of each tile&apos;s memory a convolution or matmul may plan to use for temporary data (availableMemoryProportion).</source>
        <translation>La part de la mémoire de chaque tuile qu’une convolution ou un matmul peut prévoir d’utiliser pour des données temporaires (availableMemoryProportion).</translation>
    </message>
    <message>
        <source>Proportion per IPU</source>
        <translation>Proportion par IPU</translation>
    </message>
    <message>
        <source>Another proportion on some IPUs, such as IPU1=0.4 (comma-separated).</source>
        <translation>Une autre proportion sur certains IPU, comme IPU1=0.4 (liste séparée par des virgules).</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>Nombre d’IPU</translation>
    </message>
    <message>
        <source>IPUs per replica: a model without placements is split into this many pipeline stages.</source>
        <translation>IPU par réplique : un modèle sans placements est découpé en autant d’étages de pipeline.</translation>
    </message>
    <message>
        <source>Pipeline split</source>
        <translation>Découpage du pipeline</translation>
    </message>
    <message>
        <source>The first block of each stage after the first, as PopTorch&apos;s BeginBlock (comma-separated); BLOCK@IPU starts that stage on the named IPU.</source>
        <translation>Le premier bloc de chaque étage après le premier, comme BeginBlock de PopTorch (liste séparée par des virgules) ; BLOCK@IPU place cet étage sur l&apos;IPU nommée.</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Ordonnancement du pipeline</translation>
    </message>
    <message>
        <source>How stages on several IPUs run: grouped, interleaved or sharded.</source>
        <translation>Comment les étages s’exécutent sur plusieurs IPU : grouped, interleaved ou sharded.</translation>
    </message>
    <message>
        <source>Gradient accumulation</source>
        <translation>Accumulation de gradient</translation>
    </message>
    <message>
        <source>Training: micro-batches whose gradients are summed before each weight update.</source>
        <translation>Entraînement : micro-lots dont les gradients sont additionnés avant chaque mise à jour des poids.</translation>
    </message>
    <message>
        <source>Device iterations</source>
        <translation>Itérations de l’appareil</translation>
    </message>
    <message>
        <source>Loops of the program per call from the host.</source>
        <translation>Tours du programme par appel de l’hôte.</translation>
    </message>
    <message>
        <source>Recomputation</source>
        <translation>Recalcul</translation>
    </message>
    <message>
        <source>Training: recompute activations in the backward pass instead of stashing them. Auto recomputes each pipeline stage from its stash, as PopTorch does on several IPUs.</source>
        <translation>Entraînement : recalculer les activations pendant la passe arrière au lieu de les conserver. Auto recalcule chaque étage du pipeline à partir de ce qu&apos;il a conservé, comme PopTorch sur plusieurs IPU.</translation>
    </message>
    <message>
        <source>Checkpoint every layer</source>
        <translation>Point de contrôle à chaque couche</translation>
    </message>
    <message>
        <source>Training: keep each block&apos;s output (a BERT encoder layer, a ResNet bottleneck) and recompute the rest of the block before its backward pass.</source>
        <translation>Entraînement : conserver la sortie de chaque bloc (une couche d&apos;encodeur BERT, un goulot ResNet) et recalculer le reste du bloc avant sa passe arrière.</translation>
    </message>
    <message>
        <source>Recomputation checkpoints</source>
        <translation>Points de contrôle de recalcul</translation>
    </message>
    <message>
        <source>Training: keep the outputs of these blocks and recompute the rest (comma-separated).</source>
        <translation>Entraînement : conserver les sorties de ces blocs et recalculer le reste (séparés par des virgules).</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Répliques</translation>
    </message>
    <message>
        <source>Copies of the program, each on its own IPUs.</source>
        <translation>Copies du programme, chacune sur ses propres IPU.</translation>
    </message>
    <message>
        <source>Replicated tensor sharding</source>
        <translation>Partitionnement des tenseurs entre répliques</translation>
    </message>
    <message>
        <source>Training with 2 or more replicas: split the optimiser state over them.</source>
        <translation>Entraînement avec 2 répliques ou plus : répartir l’état de l’optimiseur entre elles.</translation>
    </message>
    <message>
        <source>Offload optimiser state</source>
        <translation>Décharger l’état de l’optimiseur</translation>
    </message>
    <message>
        <source>Training: keep the optimiser state in streaming memory, streamed in and out around the weight update.</source>
        <translation>Entraînement : garder l’état de l’optimiseur en mémoire de streaming, chargé et renvoyé par flux autour de la mise à jour des poids.</translation>
    </message>
    <message>
        <source>No outlining</source>
        <translation>Sans outlining</translation>
    </message>
    <message>
        <source>Do not share code between identical operations.</source>
        <translation>Ne pas partager le code entre opérations identiques.</translation>
    </message>
    <message>
        <source>IO tiles</source>
        <translation>Tuiles d’E/S</translation>
    </message>
    <message>
        <source>Tiles per IPU set aside for host streams, so that stream copies overlap compute.</source>
        <translation>Tuiles par IPU réservées aux flux de l’hôte, pour que les copies de flux chevauchent le calcul.</translation>
    </message>
    <message>
        <source>8-bit IO</source>
        <translation>E/S 8 bits</translation>
    </message>
    <message>
        <source>Stream inputs as uint8 and cast them on the IPU.</source>
        <translation>Transmettre les entrées en uint8 et les convertir sur l’IPU.</translation>
    </message>
    <message>
        <source>Host bandwidth (GB/s)</source>
        <translation>Bande passante de l’hôte (Go/s)</translation>
    </message>
    <message>
        <source>The host link&apos;s bandwidth (the target&apos;s by default).</source>
        <translation>La bande passante du lien avec l’hôte (par défaut, celle de la cible).</translation>
    </message>
    <message>
        <source>Prefetch depth</source>
        <translation>Profondeur de préchargement</translation>
    </message>
    <message>
        <source>Input buffers per host stream.</source>
        <translation>Tampons d’entrée par flux de l’hôte.</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>The IPU: mk2 (GC200, the default), mk1 (GC2) or bow.</source>
        <translation>L’IPU : mk2 (GC200, par défaut), mk1 (GC2) ou bow.</translation>
    </message>
    <message>
        <source>(above %1, at most %2)</source>
        <translation>(plus de %1, au plus %2)</translation>
    </message>
    <message>
        <source>(%1 to %2)</source>
        <translation>(de %1 à %2)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Par défaut : %1</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Execution</source>
        <translation>Exécution</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>model&apos;s own</source>
        <translation>valeur du modèle</translation>
    </message>
    <message>
        <source>target&apos;s</source>
        <translation>valeur de la cible</translation>
    </message>
    <message>
        <source>Convolution dithering</source>
        <translation>Dithering des convolutions</translation>
    </message>
    <message>
        <source>Start each convolution and matmul at a tile hashed from its shape (PopLibs&apos; enableConvDithering), instead of at tile 0.</source>
        <translation>Commencer chaque convolution et produit matriciel sur une tuile hachée de sa forme (enableConvDithering de PopLibs), au lieu de la tuile 0.</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Tâche</translation>
    </message>
    <message>
        <source>A Hugging Face config.json: the head to build (pretraining, masked-lm, question-answering, sequence-classification, causal-lm, image-classification); by default the one its architectures name.</source>
        <translation>Un config.json Hugging Face : la tête à construire (pretraining, masked-lm, question-answering, sequence-classification, causal-lm, image-classification) ; par défaut celle que nomment ses architectures.</translation>
    </message>
    <message>
        <source>IPU config</source>
        <translation>Configuration IPU</translation>
    </message>
    <message>
        <source>An optimum-graphcore ipu_config.json the options start from; what is changed here wins over the file.</source>
        <translation>Un ipu_config.json d’optimum-graphcore dont partent les options ; ce qui est modifié ici l’emporte sur le fichier.</translation>
    </message>
    <message>
        <source>IPU config overrides</source>
        <translation>Surcharges de la configuration IPU</translation>
    </message>
    <message>
        <source>The trainer&apos;s --ipu_config_overrides, such as ipus_per_replica=8.</source>
        <translation>Le --ipu_config_overrides de l’entraîneur, par exemple ipus_per_replica=8.</translation>
    </message>
    <message>
        <source>IPUs in all</source>
        <translation>IPU au total</translation>
    </message>
    <message>
        <source>The trainer&apos;s --n_ipu: the replicas follow from it.</source>
        <translation>Le --n_ipu de l’entraîneur : les répliques en découlent.</translation>
    </message>
    <message>
        <source>Pod type</source>
        <translation>Type de pod</translation>
    </message>
    <message>
        <source>An IPU config in the older form: which entry of its pod-type dictionaries to read.</source>
        <translation>Une configuration IPU de l’ancienne forme : l’entrée de ses dictionnaires par type de pod à lire.</translation>
    </message>
    <message>
        <source>LAMB</source>
        <translation>LAMB</translation>
    </message>
    <message>
        <source>The trainer&apos;s --lamb: LAMB in place of AdamW.</source>
        <translation>Le --lamb de l’entraîneur : LAMB au lieu d’AdamW.</translation>
    </message>
    <message>
        <source>fp32</source>
        <translation>fp32</translation>
    </message>
    <message>
        <source>The trainer&apos;s --fp32: the model and optimiser state in fp32.</source>
        <translation>Le --fp32 de l’entraîneur : le modèle et l’état de l’optimiseur en fp32.</translation>
    </message>
    <message>
        <source>Layers per IPU</source>
        <translation>Couches par IPU</translation>
    </message>
    <message>
        <source>optimum-graphcore&apos;s layers_per_ipu: the model&apos;s layers on each IPU (-1: a share of the rest), comma-separated.</source>
        <translation>Le layers_per_ipu d’optimum-graphcore : les couches du modèle sur chaque IPU (-1 : une part du reste), séparées par des virgules.</translation>
    </message>
</context>
<context>
    <name>PlotExport</name>
    <message>
        <source>Export failed</source>
        <translation>Échec de l&apos;export</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossible d&apos;écrire %1.</translation>
    </message>
    <message>
        <source>Export Data as CSV…</source>
        <translation>Exporter les données en CSV…</translation>
    </message>
    <message>
        <source>Comma-separated values (*.csv)</source>
        <translation>Valeurs séparées par des virgules (*.csv)</translation>
    </message>
    <message>
        <source>Export Plot as PNG…</source>
        <translation>Exporter le graphique en PNG…</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Plot as SVG…</source>
        <translation>Exporter le graphique en SVG…</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Dessins SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export Plot as PDF…</source>
        <translation>Exporter le graphique en PDF…</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Unknown format &apos;%1&apos;: choose png, svg or pdf.</source>
        <translation>Format « %1 » inconnu : choisissez png, svg ou pdf.</translation>
    </message>
    <message>
        <source>The plot could not be drawn as %1.</source>
        <translation>Le graphique n’a pas pu être dessiné en %1.</translation>
    </message>
</context>
<context>
    <name>ProgramDetails</name>
    <message>
        <source>The operation was not planned by the convolution planner.</source>
        <translation>L&apos;opération n&apos;a pas été planifiée par le planificateur de convolutions.</translation>
    </message>
    <message>
        <source>Phase 1: the planner found plans whose temporary memory fits within availableMemoryProportion of the tile&apos;s memory and chose the fastest of them.</source>
        <translation>Phase 1 : le planificateur a trouvé des plans dont la mémoire temporaire tient dans availableMemoryProportion de la mémoire de la tuile et a choisi le plus rapide.</translation>
    </message>
    <message>
        <source>Phase 2: no plan fits within availableMemoryProportion of the tile&apos;s memory, so the planner logged &quot;Warning: convolution planner unable to meet memory target. Optimising for minimum memory.&quot; and chose the plan with the least temporary memory, whatever its cycles. Lowering availableMemoryProportion further will not shrink this operation&apos;s temporary memory: to fit, reduce the batch size or split the model (pipelining, phased execution).</source>
        <translation>Phase 2 : aucun plan ne tient dans availableMemoryProportion de la mémoire de la tuile ; le planificateur a donc écrit « Warning: convolution planner unable to meet memory target. Optimising for minimum memory. » et a choisi le plan qui utilise le moins de mémoire temporaire, quel que soit son nombre de cycles. Baisser encore availableMemoryProportion ne réduira plus la mémoire temporaire de cette opération : pour que le modèle tienne, réduisez la taille de lot ou découpez le modèle (pipelining, exécution par phases).</translation>
    </message>
    <message>
        <source>Select a program to see its details.</source>
        <translation>Sélectionnez un programme pour en voir les détails.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type de nœud</translation>
    </message>
    <message>
        <source>Path</source>
        <translation>Chemin</translation>
    </message>
    <message>
        <source>Iterations</source>
        <translation>Itérations</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Appelle</translation>
    </message>
    <message>
        <source>%1 (node %2)</source>
        <translation>%1 (nœud %2)</translation>
    </message>
    <message>
        <source>unknown function</source>
        <translation>fonction inconnue</translation>
    </message>
    <message>
        <source>Exchange bytes</source>
        <translation>Octets échangés</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Ensemble de calcul</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Type de vertex</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Most per tile</source>
        <translation>Maximum par tuile</translation>
    </message>
    <message>
        <source>Debug context</source>
        <translation>Contexte de débogage</translation>
    </message>
    <message>
        <source>No operation: this program belongs to the framework.</source>
        <translation>Aucune opération : ce programme appartient au framework.</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Provenance</translation>
    </message>
    <message>
        <source>an enclosing program</source>
        <translation>un programme englobant</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>Étage du pipeline</translation>
    </message>
    <message>
        <source>%1 (temporary memory target: %2 of each tile&apos;s memory)</source>
        <translation>%1 (objectif de mémoire temporaire : %2 de la mémoire de chaque tuile)</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>Tuiles utilisées</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>Étapes en série</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Cycles</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>Mémoire temporaire par tuile</translation>
    </message>
    <message>
        <source>Code (all tiles)</source>
        <translation>Code (toutes les tuiles)</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>2 (minimum memory)</source>
        <translation>2 (mémoire minimale)</translation>
    </message>
    <message>
        <source>1 (fastest plan within the target)</source>
        <translation>1 (plan le plus rapide dans l&apos;objectif)</translation>
    </message>
    <message>
        <source>not planned</source>
        <translation>non planifié</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>Phase du planificateur</translation>
    </message>
</context>
<context>
    <name>ReportFileDialog</name>
    <message>
        <source>Tilescope reports (*.tsr *.json)</source>
        <translation>Rapports Tilescope (*.tsr *.json)</translation>
    </message>
</context>
<context>
    <name>ReportNames</name>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Source
%1</source>
        <translation>Source
%1</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Target
%1</source>
        <translation>Cible
%1</translation>
    </message>
    <message>
        <source>Difference
target − source</source>
        <translation>Différence
cible − source</translation>
    </message>
    <message>
        <source>%1 − %2</source>
        <translation>%1 − %2</translation>
    </message>
</context>
<context>
    <name>RoomToSpareText</name>
    <message>
        <source>none (%1 over)</source>
        <translation>aucune (%1 de trop)</translation>
    </message>
    <message>
        <source>%1 on tile %2</source>
        <translation>%1 sur la tuile %2</translation>
    </message>
    <message>
        <source>none: tile %1 is %2 over</source>
        <translation>aucune : la tuile %1 dépasse de %2</translation>
    </message>
    <message>
        <source>The largest block still free on the tightest tile at its peak: what one more variable could take then. Out of memory, there is none: the tile is over by what could not be placed.</source>
        <translation>Le plus grand bloc encore libre sur la tuile la plus serrée à son pic : ce qu&apos;une variable de plus pourrait alors occuper. En cas de mémoire insuffisante, il n&apos;y en a aucun : la tuile dépasse de ce qui n&apos;a pas pu être placé.</translation>
    </message>
</context>
<context>
    <name>SummaryRows</name>
    <message>
        <source>differs</source>
        <translation>différent</translation>
    </message>
    <message>
        <source>%1 IPU(s) × %2 tiles × %3</source>
        <translation>%1 IPU × %2 tuiles × %3</translation>
    </message>
    <message>
        <source>%1 GHz</source>
        <translation>%1 GHz</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inférence</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modèle</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Batch size</source>
        <translation>Taille de lot</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
    <message>
        <source>IPUs × tiles × memory</source>
        <translation>IPU × tuiles × mémoire</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>Répliques</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Horloge</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Généré par</translation>
    </message>
    <message>
        <source>Total memory</source>
        <translation>Mémoire totale</translation>
    </message>
    <message>
        <source>All bytes of one replica, including gaps</source>
        <translation>Tous les octets d’une réplique, trous compris</translation>
    </message>
    <message>
        <source>Memory capacity</source>
        <translation>Capacité mémoire</translation>
    </message>
    <message>
        <source>Tiles of one replica × memory per tile</source>
        <translation>Tuiles d’une réplique × mémoire par tuile</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Pic non toujours vivant</translation>
    </message>
    <message>
        <source>The largest total of variables live at the same program step</source>
        <translation>Le plus grand total de variables vivantes à la même étape du programme</translation>
    </message>
    <message>
        <source>no program steps</source>
        <translation>aucune étape de programme</translation>
    </message>
    <message>
        <source>Peak at step</source>
        <translation>Pic à l’étape</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>Holes left by alignment and placement rules</source>
        <translation>Trous laissés par les règles d’alignement et de placement</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Tile memory, minimum</source>
        <translation>Mémoire par tuile, minimum</translation>
    </message>
    <message>
        <source>Tile memory, mean</source>
        <translation>Mémoire par tuile, moyenne</translation>
    </message>
    <message>
        <source>Tile memory, maximum</source>
        <translation>Mémoire par tuile, maximum</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Opérations</translation>
    </message>
    <message>
        <source>Planner fallbacks</source>
        <translation>Replis du planificateur</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>Opérations que le planificateur n’a pu placer qu’en optimisant pour la mémoire minimale (phase 2)</translation>
    </message>
    <message>
        <source>not profiled</source>
        <translation>non profilé</translation>
    </message>
    <message>
        <source>%1 samples/s</source>
        <translation>%1 échantillons/s</translation>
    </message>
    <message>
        <source>Cycles per iteration</source>
        <translation>Cycles par itération</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Débit</translation>
    </message>
    <message>
        <source>(not set)</source>
        <translation>(non défini)</translation>
    </message>
    <message>
        <source>present</source>
        <translation>présent</translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation>aucun : %1</translation>
    </message>
    <message>
        <source>Execution profile</source>
        <translation>Profil d’exécution</translation>
    </message>
    <message>
        <source>Poplar writes an execution profile only for a program that fits, with profiling on</source>
        <translation>Poplar n’écrit un profil d’exécution que pour un programme qui tient en mémoire, avec le profilage activé</translation>
    </message>
    <message>
        <source>One call from the host: device iterations × gradient accumulation micro-batches, then the host round trip</source>
        <translation>Un appel de l’hôte : itérations de l’appareil × micro-lots de l’accumulation de gradient, puis l’aller-retour avec l’hôte</translation>
    </message>
    <message>
        <source>Time per iteration</source>
        <translation>Temps par itération</translation>
    </message>
    <message>
        <source>Samples per iteration</source>
        <translation>Échantillons par itération</translation>
    </message>
    <message>
        <source>Utilisation of IPU %1</source>
        <translation>Utilisation de l’IPU %1</translation>
    </message>
    <message>
        <source>Cycles the IPU is busy (not waiting for another IPU) as a proportion of the iteration</source>
        <translation>Cycles où l’IPU travaille (sans attendre une autre IPU), en proportion de l’itération</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Remarque</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>Always-live (code, state and variables)</source>
        <translation>Toujours vivant (code, état et variables)</translation>
    </message>
    <message>
        <source>Everything allocated for the whole program: code, vertex state, descriptors, exchange buffers, stacks, constants and always-live variables</source>
        <translation>Tout ce qui est alloué pour tout le programme : code, état des vertex, descripteurs, tampons d’échange, piles, constantes et variables toujours vivantes</translation>
    </message>
    <message>
        <source>recorded whole in the report, %1 bytes</source>
        <translation>enregistré en entier dans le rapport, %1 octets</translation>
    </message>
    <message>
        <source>%1 (recorded in the report)</source>
        <translation>%1 (enregistré dans le rapport)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucun)</translation>
    </message>
    <message>
        <source>Model config</source>
        <translation>Configuration du modèle</translation>
    </message>
    <message>
        <source>IPUConfig</source>
        <translation>IPUConfig</translation>
    </message>
</context>
<context>
    <name>SweepWords</name>
    <message>
        <source>Point %1</source>
        <translation>Point %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>error</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>OOM %1</source>
        <translation>OOM %1</translation>
    </message>
    <message>
        <source>OOM</source>
        <translation>OOM</translation>
    </message>
    <message>
        <source>%1 (the best that fits)</source>
        <translation>%1 (le meilleur qui tient)</translation>
    </message>
    <message>
        <source>%1 (--%2): %3</source>
        <translation>%1 (--%2) : %3</translation>
    </message>
    <message>
        <source>Not in this file (another shard&apos;s point).</source>
        <translation>Absent de ce fichier (point d’un autre fragment).</translation>
    </message>
    <message>
        <source>Failed: %1</source>
        <translation>Échec : %1</translation>
    </message>
    <message>
        <source>OUT OF MEMORY: tile %1 needs %2, %3 more than it has</source>
        <translation>MÉMOIRE INSUFFISANTE : la tuile %1 a besoin de %2, %3 de plus qu’elle n’en a</translation>
    </message>
    <message>
        <source>Fits in memory; worst tile %1: %2</source>
        <translation>Tient en mémoire ; pire tuile %1 : %2</translation>
    </message>
    <message>
        <source>Samples per second: %1</source>
        <translation>Échantillons par seconde : %1</translation>
    </message>
    <message>
        <source>Cycles per iteration: %1</source>
        <translation>Cycles par itération : %1</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1</source>
        <translation>Mémoire totale (trous compris) : %1</translation>
    </message>
    <message>
        <source>Always-live: %1 · peak not-always-live: %2 · code: %3</source>
        <translation>Toujours vivant : %1 · pic non toujours vivant : %2 · code : %3</translation>
    </message>
    <message>
        <source>Double-click to simulate it; Ctrl+click to pick it for comparing.</source>
        <translation>Double-cliquez pour le simuler ; Ctrl+clic pour le choisir afin de comparer.</translation>
    </message>
    <message>
        <source>Double-click to open %1; Ctrl+click to pick it for comparing.</source>
        <translation>Double-cliquez pour ouvrir %1 ; Ctrl+clic pour le choisir afin de comparer.</translation>
    </message>
    <message>
        <source>%1, %2 points: %3 fit, %4 out of memory, %5 failed</source>
        <translation>%1, %2 points : %3 tiennent, %4 en mémoire insuffisante, %5 en échec</translation>
    </message>
    <message>
        <source> (%1 not in this file)</source>
        <translation> (%1 absents de ce fichier)</translation>
    </message>
    <message>
        <source>Best: %1: %2 samples/s</source>
        <translation>Meilleur : %1 : %2 échantillons/s</translation>
    </message>
    <message>
        <source>No point fits in memory.</source>
        <translation>Aucun point ne tient en mémoire.</translation>
    </message>
    <message>
        <source>samples/s</source>
        <translation>échantillons/s</translation>
    </message>
    <message>
        <source>The sweep file does not exist or cannot be opened.</source>
        <translation>Le fichier de balayage n’existe pas ou ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>The file is not a Tilescope sweep.</source>
        <translation>Le fichier n’est pas un balayage Tilescope.</translation>
    </message>
    <message>
        <source>The sweep was written by a newer version of Tilescope.</source>
        <translation>Le balayage a été écrit par une version plus récente de Tilescope.</translation>
    </message>
    <message>
        <source>The sweep file lacks a required field.</source>
        <translation>Il manque un champ obligatoire au fichier de balayage.</translation>
    </message>
    <message>
        <source>The sweep file contains an invalid value.</source>
        <translation>Le fichier de balayage contient une valeur invalide.</translation>
    </message>
    <message>
        <source>The sweep could not be loaded.</source>
        <translation>Le balayage n’a pas pu être chargé.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier : %1</translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation>Champ : %1</translation>
    </message>
    <message>
        <source>Details: %1</source>
        <translation>Détails : %1</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>Échantillons/s</translation>
    </message>
    <message>
        <source>room %1</source>
        <translation>marge %1</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>Marge : %1 (le plus grand bloc libre à son pic)</translation>
    </message>
</context>
<context>
    <name>TileMemoryStacks</name>
    <message>
        <source>Always-live variables</source>
        <translation>Variables toujours vivantes</translation>
    </message>
    <message>
        <source>Not-always-live peak</source>
        <translation>Pic des variables non toujours vivantes</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Code des vertex</translation>
    </message>
    <message>
        <source>Vertex state</source>
        <translation>État des vertex</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Code d&apos;échange</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>Code de contrôle</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Autre</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>The most not-always-live variable bytes live at the same time on the tile.</source>
        <translation>Le plus grand nombre d’octets de variables non toujours vivantes vivants en même temps sur la tuile.</translation>
    </message>
    <message>
        <source>Holes between variables left by alignment and placement rules.</source>
        <translation>Trous entre variables laissés par les règles d&apos;alignement et de placement.</translation>
    </message>
</context>
<context>
    <name>TileMemoryToolTip</name>
    <message>
        <source>Tile %1</source>
        <translation>Tuile %1</translation>
    </message>
    <message>
        <source>Tiles %1–%2</source>
        <translation>Tuiles %1–%2</translation>
    </message>
    <message>
        <source>Ranks %1–%2</source>
        <translation>Rangs %1–%2</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n tiles), worst %2</source>
        <translation>
            <numerusform>%1 (%n tuile), pire %2</numerusform>
            <numerusform>%1 (%n tuiles), pire %2</numerusform>
        </translation>
    </message>
    <message>
        <source>The bar shows the worst tile; least used: tile %1, %2</source>
        <translation>La barre montre la pire tuile ; la moins utilisée : tuile %1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Total (including gaps): %1 of %2</source>
        <translation>Total (trous compris) : %1 sur %2</translation>
    </message>
    <message>
        <source>Total (excluding gaps): %1 of %2</source>
        <translation>Total (hors trous) : %1 sur %2</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>Mémoire insuffisante : %1 ne tiennent pas</translation>
    </message>
    <message>
        <source>Tiles of the column out of memory: %1</source>
        <translation>Tuiles de la colonne en manque de mémoire : %1</translation>
    </message>
    <message>
        <source>Target − source: %1</source>
        <translation>Cible − source : %1</translation>
    </message>
    <message>
        <source>Target − source: %1 to %2</source>
        <translation>Cible − source : de %1 à %2</translation>
    </message>
    <message>
        <source>Room to spare: %1 (the largest block free at its peak)</source>
        <translation>Marge : %1 (le plus grand bloc libre à son pic)</translation>
    </message>
    <message>
        <source>Room to spare on tile %1: %2</source>
        <translation>Marge sur la tuile %1 : %2</translation>
    </message>
</context>
<context>
    <name>TileSelection</name>
    <message>
        <source>&quot;%1&quot; is not a tile or a range of tiles such as 0-3.</source>
        <translation>« %1 » n’est ni une tuile ni une plage de tuiles comme 0-3.</translation>
    </message>
    <message>
        <source>Tile %1 does not exist: the tiles are 0 to %2.</source>
        <translation>La tuile %1 n&apos;existe pas : les tuiles vont de 0 à %2.</translation>
    </message>
    <message>
        <source>Too many tiles.</source>
        <translation>Trop de tuiles.</translation>
    </message>
</context>
<context>
    <name>TraceDetails</name>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation>%1 (étape %2)</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Ensemble de calcul</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Micro-batch</source>
        <translation>Micro-lot</translation>
    </message>
    <message>
        <source>Pipeline stage</source>
        <translation>Étage du pipeline</translation>
    </message>
    <message>
        <source>Starts at</source>
        <translation>Commence à</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Cycles</translation>
    </message>
    <message>
        <source>Active tiles</source>
        <translation>Tuiles actives</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>Octets reçus</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>Octets envoyés</translation>
    </message>
    <message>
        <source>Other IPU</source>
        <translation>Autre IPU</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>En attente</translation>
    </message>
    <message>
        <source>for another IPU at an external sync</source>
        <translation>une autre IPU à une synchronisation externe</translation>
    </message>
    <message>
        <source>Spans</source>
        <translation>Couvre</translation>
    </message>
    <message>
        <source>Time by kind</source>
        <translation>Temps par type</translation>
    </message>
    <message numerus="yes">
        <source>%n steps, too short to draw one by one: zoom in to see them</source>
        <translation>
            <numerusform>%n étape, trop courte pour être dessinée seule : zoomez pour la voir</numerusform>
            <numerusform>%n étapes, trop courtes pour être dessinées une à une : zoomez pour les voir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n stage intervals, too short to draw one by one</source>
        <translation>
            <numerusform>%n intervalle d’étage, trop court pour être dessiné seul</numerusform>
            <numerusform>%n intervalles d’étage, trop courts pour être dessinés un à un</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, micro-batch %2</source>
        <translation>%1, micro-lot %2</translation>
    </message>
    <message numerus="yes">
        <source>%n operation runs, too short to draw one by one</source>
        <translation>
            <numerusform>%n suite d’une opération, trop courte pour être dessinée seule</numerusform>
            <numerusform>%n suites d’opérations, trop courtes pour être dessinées une à une</numerusform>
        </translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
</context>
<context>
    <name>TraceWords</name>
    <message>
        <source>Compute</source>
        <translation>Calcul</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Sync</source>
        <translation>Synchronisation</translation>
    </message>
    <message>
        <source>External sync</source>
        <translation>Synchronisation externe</translation>
    </message>
    <message>
        <source>Global exchange</source>
        <translation>Échange global</translation>
    </message>
    <message>
        <source>Stream copy</source>
        <translation>Copie de flux</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Inactif</translation>
    </message>
    <message>
        <source>Forward</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>Backward</source>
        <translation>Arrière</translation>
    </message>
    <message>
        <source>Weight update</source>
        <translation>Mise à jour des poids</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Recalcul</translation>
    </message>
    <message>
        <source>Host I/O</source>
        <translation>E/S hôte</translation>
    </message>
    <message>
        <source>F</source>
        <comment>forward phase, on a busy band</comment>
        <translation>Av</translation>
    </message>
    <message>
        <source>B</source>
        <comment>backward phase, on a busy band</comment>
        <translation>Ar</translation>
    </message>
    <message>
        <source>W</source>
        <comment>weight update phase, on a busy band</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>R</source>
        <comment>recompute phase, on a busy band</comment>
        <translation>Rc</translation>
    </message>
    <message>
        <source>H</source>
        <comment>host I/O phase, on a busy band</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 µs</source>
        <translation>%1 µs</translation>
    </message>
    <message>
        <source>%1 ns</source>
        <translation>%1 ns</translation>
    </message>
    <message>
        <source>%1 cycles (%2)</source>
        <translation>%1 cycles (%2)</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>vue inconnue « %1 » ; les vues sont : %2</translation>
    </message>
    <message>
        <source>--screenshot-views: unknown view &quot;%1&quot;; the views are: %2</source>
        <translation>--screenshot-views : vue inconnue &quot;%1&quot; ; les vues sont : %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::AdviceModel</name>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>What changes</source>
        <translation>Ce qui change</translation>
    </message>
    <message>
        <source>Samples/s</source>
        <translation>Échantillons/s</translation>
    </message>
    <message>
        <source>Global batch</source>
        <translation>Lot global</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>%1 (the same figures with amp %2)</source>
        <translation>%1 (les mêmes chiffres avec amp %2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::BatchRun</name>
    <message>
        <source>nothing to picture: give a report, a lesson or --simulate</source>
        <translation>rien à représenter : donnez un rapport, une leçon ou --simulate</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::CategoryTableModel</name>
    <message>
        <source>Always-live variables</source>
        <translation>Variables toujours vivantes</translation>
    </message>
    <message>
        <source>Not-always-live variables (sum of tile peaks)</source>
        <translation>Variables non toujours vivantes (somme des pics par tuile)</translation>
    </message>
    <message>
        <source>Constants</source>
        <translation>Constantes</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Code des vertex</translation>
    </message>
    <message>
        <source>Vertex instance state</source>
        <translation>État des instances de vertex</translation>
    </message>
    <message>
        <source>Vertex field data</source>
        <translation>Données des champs de vertex</translation>
    </message>
    <message>
        <source>Vector list descriptors</source>
        <translation>Descripteurs de listes de vecteurs</translation>
    </message>
    <message>
        <source>Copy descriptors</source>
        <translation>Descripteurs de copie</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>Code de contrôle</translation>
    </message>
    <message>
        <source>Control IDs</source>
        <translation>Identifiants de contrôle</translation>
    </message>
    <message>
        <source>Control table</source>
        <translation>Table de contrôle</translation>
    </message>
    <message>
        <source>Internal exchange code</source>
        <translation>Code d’échange interne</translation>
    </message>
    <message>
        <source>Host exchange code</source>
        <translation>Code d’échange avec l’hôte</translation>
    </message>
    <message>
        <source>Global exchange code</source>
        <translation>Code d’échange global</translation>
    </message>
    <message>
        <source>Host exchange packet headers</source>
        <translation>En-têtes de paquets d’échange avec l’hôte</translation>
    </message>
    <message>
        <source>Global exchange packet headers</source>
        <translation>En-têtes de paquets d’échange global</translation>
    </message>
    <message>
        <source>Instrumentation results</source>
        <translation>Résultats d’instrumentation</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>Pile</translation>
    </message>
    <message>
        <source>Message buffers</source>
        <translation>Tampons de messages</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>Variables non toujours vivantes</translation>
    </message>
    <message>
        <source>Always-live variables (no code or state)</source>
        <translation>Variables toujours vivantes (sans code ni état)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ChipMapWidget</name>
    <message>
        <source>No tiles</source>
        <translation>Aucune tuile</translation>
    </message>
    <message>
        <source>Empty</source>
        <translation>Vide</translation>
    </message>
    <message>
        <source>Full (including gaps)</source>
        <translation>Pleine (trous compris)</translation>
    </message>
    <message>
        <source>Full (excluding gaps)</source>
        <translation>Pleine (hors trous)</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Mémoire insuffisante</translation>
    </message>
    <message>
        <source>Tile %1: %2 of %3</source>
        <translation>Tuile %1 : %2 sur %3</translation>
    </message>
    <message>
        <source>Out of memory: %1 do not fit</source>
        <translation>Mémoire insuffisante : %1 ne tiennent pas</translation>
    </message>
    <message>
        <source>Room to spare: %1</source>
        <translation>Marge : %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ComparedTableModel</name>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>%1 (source)</source>
        <translation>%1 (source)</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1 (cible)</translation>
    </message>
    <message>
        <source>%1 (difference)</source>
        <translation>%1 (différence)</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Cible : %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ExecutionTraceView</name>
    <message>
        <source>Preparing the trace… %1</source>
        <translation>Préparation de la trace… %1</translation>
    </message>
    <message>
        <source>Colour by step kind</source>
        <translation>Couleur selon le type d’étape</translation>
    </message>
    <message>
        <source>Colour by phase</source>
        <translation>Couleur selon la phase</translation>
    </message>
    <message>
        <source>Kinds: compute, exchange, syncs, idle. Phases: forward, backward, recompute, weight update, host I/O.</source>
        <translation>Types : calcul, échange, synchronisations, inactivité. Phases : avant, arrière, recalcul, mise à jour des poids, E/S hôte.</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>À plat</translation>
    </message>
    <message>
        <source>Grouped by operation</source>
        <translation>Groupé par opération</translation>
    </message>
    <message>
        <source>Grouped, a track above the steps shows which operation each run of steps belongs to</source>
        <translation>Groupé, une piste au-dessus des étapes montre à quelle opération appartient chaque suite d’étapes</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Cycles</translation>
    </message>
    <message>
        <source>Microseconds</source>
        <translation>Microsecondes</translation>
    </message>
    <message>
        <source>Time on the axis, in cycles or in microseconds at the target&apos;s clock</source>
        <translation>Temps sur l’axe, en cycles ou en microsecondes à l’horloge de la cible</translation>
    </message>
    <message>
        <source>Show All</source>
        <translation>Tout afficher</translation>
    </message>
    <message>
        <source>Zoom out to the whole run (Home). Zoom with the wheel, +/- or W/S; pan by dragging, with the arrows or A/D; Shift+wheel scrolls through many lanes.</source>
        <translation>Revenir à toute l’exécution (Début). Zoomer avec la molette, +/- ou W/S ; se déplacer en faisant glisser, avec les flèches ou A/D ; Maj+molette fait défiler de nombreuses lignes.</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export Trace for Perfetto (Chrome JSON)…</source>
        <translation>Exporter la trace pour Perfetto (JSON Chrome)…</translation>
    </message>
    <message>
        <source>Export Trace</source>
        <translation>Exporter la trace</translation>
    </message>
    <message>
        <source>Chrome Trace Event JSON (*.json)</source>
        <translation>JSON Chrome Trace Event (*.json)</translation>
    </message>
    <message>
        <source>Export the trace as PNG, SVG or PDF, or for Perfetto and chrome://tracing</source>
        <translation>Exporter la trace en PNG, SVG ou PDF, ou pour Perfetto et chrome://tracing</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>Aucun rapport n’est ouvert.</translation>
    </message>
    <message>
        <source>This report has no execution trace: %1.</source>
        <translation>Ce rapport n’a pas de trace d’exécution : %1.</translation>
    </message>
    <message>
        <source>Preparing the trace…</source>
        <translation>Préparation de la trace…</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Cible : %1</translation>
    </message>
    <message>
        <source>Cycles per iteration: source %1, target %2, difference %3 (%4). Both traces start at cycle 0.</source>
        <translation>Cycles par itération : source %1, cible %2, différence %3 (%4). Les deux traces commencent au cycle 0.</translation>
    </message>
    <message>
        <source>The source report has no execution trace: %1.</source>
        <translation>Le rapport source n’a pas de trace d’exécution : %1.</translation>
    </message>
    <message>
        <source>The target report has no execution trace: %1.</source>
        <translation>Le rapport cible n’a pas de trace d’exécution : %1.</translation>
    </message>
    <message>
        <source>The trace holds %1 of %2 device iterations; the others repeat them.</source>
        <translation>La trace contient %1 des %2 itérations de l’appareil ; les autres les répètent.</translation>
    </message>
    <message>
        <source>Every replica runs the same program: the lanes of replicas 1 to %1 repeat replica 0&apos;s.</source>
        <translation>Chaque réplique exécute le même programme : les lignes des répliques 1 à %1 répètent celles de la réplique 0.</translation>
    </message>
    <message>
        <source>Grouping the steps by operation…</source>
        <translation>Regroupement des étapes par opération…</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>Trace written to %1: open it in ui.perfetto.dev or chrome://tracing.</source>
        <translation>Trace écrite dans %1 : ouvrez-la dans ui.perfetto.dev ou chrome://tracing.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Execution Trace</source>
        <translation>Trace d’exécution</translation>
    </message>
    <message numerus="yes">
        <source>%n micro-batch(es) of each device iteration repeat the steady state: they count in every total, but the trace folds them at cycle %1.</source>
        <translation>
            <numerusform>%n micro-lot de chaque itération de l’appareil répète le régime établi : il compte dans chaque total, mais la trace le replie au cycle %1.</numerusform>
            <numerusform>%n micro-lots de chaque itération de l’appareil répètent le régime établi : ils comptent dans chaque total, mais la trace les replie au cycle %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitAdvisorDialog</name>
    <message>
        <source>Find a Configuration That Fits</source>
        <translation>Trouver une configuration qui tient</translation>
    </message>
    <message>
        <source>Each change a user would try is simulated: amp down and up, a smaller batch with gradient accumulation keeping the global batch, fp16 and half partials, recomputation, offloading, pipelining over more IPUs, replicated tensor sharding. Those that fit are listed, fastest first; open one to see it against %1 in every view.</source>
        <translation>Chaque changement qu’un utilisateur essaierait est simulé : amp plus bas et plus haut, un lot plus petit avec accumulation de gradient gardant le lot global, fp16 et sommes partielles en demi-précision, recalcul, déchargement, pipeline sur plus d’IPU, partitionnement répliqué des tenseurs. Ceux qui tiennent sont listés, les plus rapides d’abord ; ouvrez-en un pour le voir face à %1 dans chaque vue.</translation>
    </message>
    <message>
        <source>Open Against the Failing Report</source>
        <translation>Ouvrir face au rapport en échec</translation>
    </message>
    <message>
        <source>Stop Searching</source>
        <translation>Arrêter la recherche</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Arrêté.</translation>
    </message>
    <message>
        <source>Stopped. The %1 changes found to fit so far are listed.</source>
        <translation>Arrêté. Les %1 changements trouvés jusqu’ici qui tiennent sont listés.</translation>
    </message>
    <message>
        <source>Simulating the changes of %1: %2 of %3 configurations so far, %4 fit.</source>
        <translation>Simulation des changements de %1 : %2 configurations sur %3 jusqu’ici, %4 tiennent.</translation>
    </message>
    <message>
        <source>Simulating the changes of %1…</source>
        <translation>Simulation des changements de %1…</translation>
    </message>
    <message>
        <source>None of the %1 changes tried fits.</source>
        <translation>Aucun des %1 changements essayés ne tient.</translation>
    </message>
    <message>
        <source>%1 of the %2 changes tried fit. Double-click one to open it against the failing report.</source>
        <translation>%1 des %2 changements essayés tiennent. Double-cliquez sur l’un d’eux pour l’ouvrir face au rapport en échec.</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>Simulation de %1…</translation>
    </message>
    <message>
        <source>%1 is shown against %2.</source>
        <translation>%1 est affiché face à %2.</translation>
    </message>
    <message>
        <source>The candidate is not shown: another report was opened while it ran.</source>
        <translation>Le candidat n’est pas affiché : un autre rapport a été ouvert pendant son exécution.</translation>
    </message>
    <message>
        <source>Cannot Search</source>
        <translation>Recherche impossible</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>Impossible de lire la commande enregistrée dans %1 : %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::FitBanner</name>
    <message>
        <source>OUT OF MEMORY</source>
        <translation>MÉMOIRE INSUFFISANTE</translation>
    </message>
    <message>
        <source>Fits in memory</source>
        <translation>Tient en mémoire</translation>
    </message>
    <message>
        <source>Largest tile: %1 uses %2 of %3 (%4)</source>
        <translation>Plus grande tuile : %1 utilise %2 sur %3 (%4)</translation>
    </message>
    <message>
        <source>Find a Configuration That Fits…</source>
        <translation>Trouver une configuration qui tient…</translation>
    </message>
    <message>
        <source>%1: largest tile %2 uses %3 of %4 (%5)</source>
        <translation>%1 : plus grande tuile %2 utilise %3 sur %4 (%5)</translation>
    </message>
    <message>
        <source>Target report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>Rapport cible : MÉMOIRE INSUFFISANTE (%1, plus grande tuile %2 utilise %3)</translation>
    </message>
    <message>
        <source>Source report: OUT OF MEMORY (%1, largest tile %2 uses %3)</source>
        <translation>Rapport source : MÉMOIRE INSUFFISANTE (%1, plus grande tuile %2 utilise %3)</translation>
    </message>
    <message>
        <source>%1: room to spare %2 on tile %3</source>
        <translation>%1 : marge %2 sur la tuile %3</translation>
    </message>
    <message>
        <source>Room to spare: %1 on tile %2 (the largest block free at its peak)</source>
        <translation>Marge : %1 sur la tuile %2 (le plus grand bloc libre à son pic)</translation>
    </message>
    <message>
        <source>Target report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>Rapport cible : tient en mémoire (%1, plus grande tuile %2 utilise %3, marge %4)</translation>
    </message>
    <message>
        <source>Source report: fits in memory (%1, largest tile %2 uses %3, %4 to spare)</source>
        <translation>Rapport source : tient en mémoire (%1, plus grande tuile %2 utilise %3, marge %4)</translation>
    </message>
    <message>
        <source>… %1 tiles out of memory in all (the Memory view shows each).</source>
        <translation>… %1 tuiles en manque de mémoire en tout (la vue Mémoire montre chacune).</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::HalfPrecisionModel</name>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Size (float)</source>
        <translation>Taille (float)</translation>
    </message>
    <message>
        <source>Saved as half</source>
        <translation>Gain en half</translation>
    </message>
    <message>
        <source>Saved on the worst tile</source>
        <translation>Gain sur la pire tuile</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuConfigRow</name>
    <message>
        <source>Open an IPU Config</source>
        <translation>Ouvrir une configuration IPU</translation>
    </message>
    <message>
        <source>IPU configs (*.json);;All files (*)</source>
        <translation>Configurations IPU (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>IPU config: an optimum-graphcore ipu_config.json the options start from</source>
        <translation>Configuration IPU : un ipu_config.json d’optimum-graphcore dont partent les options</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Start the options from an optimum-graphcore ipu_config.json</source>
        <translation>Partir des options d’un ipu_config.json d’optimum-graphcore</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>Keep the options as they are, without the file</source>
        <translation>Garder les options telles quelles, sans le fichier</translation>
    </message>
    <message>
        <source>Options in italics come from the file; in bold, changed here from the file&apos;s value.</source>
        <translation>Les options en italique viennent du fichier ; en gras, modifiées ici par rapport à la valeur du fichier.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuTableModel</name>
    <message>
        <source>Fits</source>
        <translation>Tient</translation>
    </message>
    <message>
        <source>Out of memory</source>
        <translation>Mémoire insuffisante</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Toujours vivant</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Pic non toujours vivant</translation>
    </message>
    <message>
        <source>Largest tile</source>
        <translation>Plus grande tuile</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Room to spare</source>
        <translation>Marge</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::IpuTimeModel</name>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation>Utilisation</translation>
    </message>
    <message>
        <source>Busy cycles as a proportion of the iteration</source>
        <translation>Cycles occupés en proportion de l’itération</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>Cycles occupés</translation>
    </message>
    <message>
        <source>Cycles not spent waiting for another IPU</source>
        <translation>Cycles passés sans attendre une autre IPU</translation>
    </message>
    <message>
        <source>Compute cycles</source>
        <translation>Cycles de calcul</translation>
    </message>
    <message>
        <source>Cycles in compute sets</source>
        <translation>Cycles dans les ensembles de calcul</translation>
    </message>
    <message>
        <source>%1 (traced)</source>
        <translation>%1 (tracé)</translation>
    </message>
    <message>
        <source>Cycles of the traced device iterations</source>
        <translation>Cycles des itérations tracées de l’appareil</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::KeyValueModel</name>
    <message>
        <source>Property</source>
        <translation>Propriété</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LessonPanel</name>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>Step %1, compared</source>
        <translation>Étape %1, comparaison</translation>
    </message>
    <message>
        <source>No lesson could be loaded.</source>
        <translation>Aucune leçon n’a pu être chargée.</translation>
    </message>
    <message>
        <source>Choose a lesson.</source>
        <translation>Choisissez une leçon.</translation>
    </message>
    <message>
        <source>Step %1 of %2: %3</source>
        <translation>Étape %1 sur %2 : %3</translation>
    </message>
    <message>
        <source>The guide: %1</source>
        <translation>Le guide : %1</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Change in Simulate Panel</source>
        <translation>Modifier dans le panneau Simulation</translation>
    </message>
    <message>
        <source>Open this step&apos;s configuration in the Simulate panel, to ask &quot;and what if…&quot;</source>
        <translation>Ouvrir la configuration de cette étape dans le panneau Simulation, pour se demander « et si… »</translation>
    </message>
    <message>
        <source>What the text claims, checked in the simulated reports:</source>
        <translation>Ce qu’affirme le texte, vérifié dans les rapports simulés :</translation>
    </message>
    <message>
        <source>This step&apos;s reports are not shown: another report was opened while they were simulated. Open the step again to see them.</source>
        <translation>Les rapports de cette étape ne sont pas affichés : un autre rapport a été ouvert pendant leur simulation. Rouvrez l’étape pour les voir.</translation>
    </message>
    <message>
        <source>Before (source):</source>
        <translation>Avant (source) :</translation>
    </message>
    <message>
        <source>After (target):</source>
        <translation>Après (cible) :</translation>
    </message>
    <message>
        <source>Simulated:</source>
        <translation>Simulé :</translation>
    </message>
    <message>
        <source>The view: %1</source>
        <translation>La vue : %1</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>Impossible de charger une leçon</translation>
    </message>
    <message>
        <source>Cannot Open a Lesson</source>
        <translation>Impossible d’ouvrir une leçon</translation>
    </message>
    <message>
        <source>The lesson &quot;%1&quot; has no step %2: its steps are 1 to %3.</source>
        <translation>La leçon « %1 » n’a pas d’étape %2 : ses étapes vont de 1 à %3.</translation>
    </message>
    <message>
        <source>%1: no such lesson file.</source>
        <translation>%1 : ce fichier de leçon n’existe pas.</translation>
    </message>
    <message>
        <source>No lesson is named &quot;%1&quot; (Help &gt; Lessons lists them).</source>
        <translation>Aucune leçon ne s’appelle « %1 » (Aide &gt; Leçons les liste).</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LiveVariablesModel</name>
    <message>
        <source>always</source>
        <translation>toujours</translation>
    </message>
    <message>
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Bytes</source>
        <translation>Octets</translation>
    </message>
    <message>
        <source>Share</source>
        <translation>Part</translation>
    </message>
    <message>
        <source>Live steps</source>
        <translation>Étapes vivantes</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessPlot</name>
    <message>
        <source>Search matches</source>
        <translation>Résultats de la recherche</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Toujours vivant</translation>
    </message>
    <message>
        <source>Target always-live</source>
        <translation>Cible : toujours vivant</translation>
    </message>
    <message>
        <source>Above max memory</source>
        <translation>Au-dessus de la mémoire maximale</translation>
    </message>
    <message>
        <source>Target max memory</source>
        <translation>Cible : mémoire maximale</translation>
    </message>
    <message>
        <source>Program step</source>
        <translation>Étape du programme</translation>
    </message>
    <message>
        <source>Source always-live</source>
        <translation>Source : toujours vivant</translation>
    </message>
    <message>
        <source>Not-always-live (on always-live)</source>
        <translation>Non toujours vivant (au-dessus du toujours vivant)</translation>
    </message>
    <message>
        <source>Memory (GiB)</source>
        <translation>Mémoire (Gio)</translation>
    </message>
    <message>
        <source>Memory (MiB)</source>
        <translation>Mémoire (Mio)</translation>
    </message>
    <message>
        <source>Memory (KiB)</source>
        <translation>Mémoire (Kio)</translation>
    </message>
    <message>
        <source>%1 tiles × %2</source>
        <translation>%1 tuiles × %2</translation>
    </message>
    <message>
        <source>Source max memory (%1)</source>
        <translation>Source : mémoire maximale
(%1)</translation>
    </message>
    <message>
        <source>Max memory (%1)</source>
        <translation>Mémoire maximale (%1)</translation>
    </message>
    <message>
        <source>Max memory %1 is above the plot: the peak uses %2 of it</source>
        <translation>La mémoire maximale %1 est au-dessus du graphique : le pic en utilise %2</translation>
    </message>
    <message>
        <source>Source always-live + not-always-live</source>
        <translation>Source : toujours + non toujours vivant</translation>
    </message>
    <message>
        <source>Target always-live + not-always-live</source>
        <translation>Cible : toujours + non toujours vivant</translation>
    </message>
    <message>
        <source>(shaded: range per pixel)</source>
        <translation>(ombré : plage par pixel)</translation>
    </message>
    <message>
        <source>%1: max memory</source>
        <translation>%1 : mémoire maximale</translation>
    </message>
    <message>
        <source>%1: always-live</source>
        <translation>%1 : toujours vivant</translation>
    </message>
    <message>
        <source>%1: always-live + not-always-live</source>
        <translation>%1 : toujours + non toujours vivant</translation>
    </message>
    <message>
        <source>%1: max memory
(%2)</source>
        <translation>%1 : mémoire maximale
(%2)</translation>
    </message>
    <message>
        <source>%1:
always-live + not-always-live</source>
        <translation>%1 :
toujours + non toujours vivant</translation>
    </message>
    <message>
        <source>Program steps matched by operation (a gap: a step of the other report only)</source>
        <translation>Étapes du programme appariées par opération (un vide : une étape de l’autre rapport seulement)</translation>
    </message>
    <message>
        <source>Range of the steps in one pixel
(zoom in to separate them)</source>
        <translation>Plage des étapes d’un pixel
(zoomer pour les séparer)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::LivenessView</name>
    <message>
        <source>Worst tile</source>
        <translation>Pire tuile</translation>
    </message>
    <message>
        <source>Include always-live variables</source>
        <translation>Inclure les variables toujours vivantes</translation>
    </message>
    <message>
        <source>Find operation by name or type (Ctrl+F)</source>
        <translation>Chercher une opération par nom ou type (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous matching step (Shift+F3)</source>
        <translation>Étape correspondante précédente (Maj+F3)</translation>
    </message>
    <message>
        <source>Next matching step (F3, Enter)</source>
        <translation>Étape correspondante suivante (F3, Entrée)</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Source :</translation>
    </message>
    <message>
        <source>All tiles</source>
        <translation>Toutes les tuiles</translation>
    </message>
    <message>
        <source>One IPU</source>
        <translation>Un IPU</translation>
    </message>
    <message>
        <source>One tile</source>
        <translation>Une tuile</translation>
    </message>
    <message>
        <source>Whose memory is plotted: the whole replica, one IPU or one tile</source>
        <translation>La mémoire tracée : la réplique entière, un IPU ou une tuile</translation>
    </message>
    <message>
        <source>Plot the tile that uses the most memory</source>
        <translation>Tracer la tuile qui utilise le plus de mémoire</translation>
    </message>
    <message>
        <source>No report is open.</source>
        <translation>Aucun rapport n’est ouvert.</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their steps do not correspond one to one.</source>
        <translation>Les rapports portent sur des modèles différents (%1 et %2) : leurs étapes ne se correspondent pas une à une.</translation>
    </message>
    <message>
        <source>The reports are for different targets: one IPU or one tile of each holds different parts of the model.</source>
        <translation>Les rapports visent des cibles différentes : un IPU ou une tuile de chacun contient des parties différentes du modèle.</translation>
    </message>
    <message>
        <source>IPU </source>
        <translation>IPU </translation>
    </message>
    <message>
        <source>Tile </source>
        <translation>Tuile </translation>
    </message>
    <message>
        <source>Computing liveness…</source>
        <translation>Calcul de la vivacité…</translation>
    </message>
    <message>
        <source>all tiles</source>
        <translation>toutes les tuiles</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>tile %1</source>
        <translation>la tuile %1</translation>
    </message>
    <message>
        <source>Live at step %1 on %2 — variables: %3, bytes: %4</source>
        <translation>Vivant à l’étape %1 sur %2 — variables : %3, octets : %4</translation>
    </message>
    <message>
        <source>No steps</source>
        <translation>Aucune étape</translation>
    </message>
    <message>
        <source>Match %1 of %2</source>
        <translation>Résultat %1 sur %2</translation>
    </message>
    <message>
        <source>Matching steps: %1</source>
        <translation>Étapes correspondantes : %1</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>tuile</translation>
    </message>
    <message>
        <source>Tile %1 is out of memory although its liveness stays under the line: the %2 of gaps between its variables are not counted here. The Memory regions view shows them.</source>
        <translation>La tuile %1 manque de mémoire bien que sa vivacité reste sous la ligne : les %2 de trous entre ses variables ne sont pas comptés ici. La vue des régions mémoire les montre.</translation>
    </message>
    <message>
        <source>Liveness</source>
        <translation>Vivacité</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 has no %2 %3: only %4 is plotted.</source>
        <translation>%1 n’a pas de %2 %3 : seul %4 est tracé.</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>S&amp;teps:</source>
        <translation>É&amp;tapes :</translation>
    </message>
    <message>
        <source>In order</source>
        <translation>Dans l’ordre</translation>
    </message>
    <message>
        <source>Matched by operation</source>
        <translation>Appariées par opération</translation>
    </message>
    <message>
        <source>In order: step n of one report over step n of the other. Matched by operation: the steps of an operation face the same operation&apos;s steps in the other report, and a step only one report has faces a gap</source>
        <translation>Dans l’ordre : l’étape n d’un rapport face à l’étape n de l’autre. Appariées par opération : les étapes d’une opération font face aux étapes de la même opération dans l’autre rapport, et une étape qu’un seul rapport possède fait face à un vide</translation>
    </message>
    <message>
        <source>Steps matched by operation: %1 in both reports; %2 of %3 and %4 of %5 face gaps.</source>
        <translation>Étapes appariées par opération : %1 dans les deux rapports ; %2 de %3 et %4 de %5 font face à des vides.</translation>
    </message>
    <message>
        <source>After</source>
        <translation>Après</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>Avant</translation>
    </message>
    <message>
        <source>%1 (after)</source>
        <translation>%1 (après)</translation>
    </message>
    <message>
        <source>%1 (before)</source>
        <translation>%1 (avant)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MainWindow</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Open Report</source>
        <translation>Ouvrir un rapport</translation>
    </message>
    <message>
        <source>Loading %1…</source>
        <translation>Chargement de %1…</translation>
    </message>
    <message>
        <source>Cannot Open Report</source>
        <translation>Impossible d’ouvrir le rapport</translation>
    </message>
    <message>
        <source>Loading cancelled.</source>
        <translation>Chargement annulé.</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Compare With Report</source>
        <translation>Comparer avec un rapport</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>Source : %1 · Cible : %2</translation>
    </message>
    <message>
        <source>%1: %2 — loading the target…</source>
        <translation>%1 : %2 — chargement de la cible…</translation>
    </message>
    <message>
        <source>fits in memory</source>
        <translation>tient en mémoire</translation>
    </message>
    <message>
        <source>out of memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>Simulate</source>
        <translation>Simulation</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>Simulation en cours…</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>Impossible de simuler</translation>
    </message>
    <message>
        <source>%1 does not record how it was simulated: it was not written by Tilescope&apos;s simulator.</source>
        <translation>%1 n’indique pas comment il a été simulé : il n’a pas été écrit par le simulateur de Tilescope.</translation>
    </message>
    <message>
        <source>The command recorded in %1 cannot be read: %2</source>
        <translation>Impossible de lire la commande enregistrée dans %1 : %2</translation>
    </message>
    <message>
        <source>Save Report</source>
        <translation>Enregistrer le rapport</translation>
    </message>
    <message>
        <source>Tilescope reports (*.tsr);;JSON reports (*.json)</source>
        <translation>Rapports Tilescope (*.tsr);;Rapports JSON (*.json)</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Cannot Save Report</source>
        <translation>Impossible d’enregistrer le rapport</translation>
    </message>
    <message>
        <source>Sweep: %1</source>
        <translation>Balayage : %1</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Balayage</translation>
    </message>
    <message>
        <source>S&amp;weep</source>
        <translation>Bala&amp;yage</translation>
    </message>
    <message>
        <source>Cannot Open Sweep</source>
        <translation>Impossible d’ouvrir le balayage</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Cannot Load a Lesson</source>
        <translation>Impossible de charger une leçon</translation>
    </message>
    <message>
        <source>The sweep&apos;s points are not shown: another report was opened while they were simulated.</source>
        <translation>Les points du balayage ne sont pas affichés : un autre rapport a été ouvert pendant leur simulation.</translation>
    </message>
    <message>
        <source>Cannot Select Tile</source>
        <translation>Impossible de sélectionner la tuile</translation>
    </message>
    <message>
        <source>--tile %1: %2 has %3 tiles (0 to %4).</source>
        <translation>--tile %1 : %2 a %3 tuiles (0 à %4).</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::MemoryView</name>
    <message>
        <source>Include gaps</source>
        <translation>Inclure les trous</translation>
    </message>
    <message>
        <source>Scale to tile memory</source>
        <translation>Échelle à la mémoire de la tuile</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>Pire tuile</translation>
    </message>
    <message>
        <source>Select out-of-memory tiles</source>
        <translation>Sélectionner les tuiles en manque de mémoire</translation>
    </message>
    <message>
        <source>Software order</source>
        <translation>Ordre logiciel</translation>
    </message>
    <message>
        <source>Sorted by memory used</source>
        <translation>Triées par mémoire utilisée</translation>
    </message>
    <message>
        <source>Gaps are holes between variables left by alignment and placement rules; they count towards what must fit in the tile&apos;s memory.</source>
        <translation>Les trous sont des espaces entre variables laissés par les règles d&apos;alignement et de placement ; ils comptent dans ce qui doit tenir dans la mémoire de la tuile.</translation>
    </message>
    <message>
        <source>Checked, the height reaches the tile memory line; unchecked, it fits the most used tile so that small usage is readable.</source>
        <translation>Coché, la hauteur atteint la ligne de mémoire de la tuile ; décoché, elle s&apos;ajuste à la tuile la plus utilisée pour que les petites occupations restent lisibles.</translation>
    </message>
    <message>
        <source>Tiles, e.g. 0-3, 952</source>
        <translation>Tuiles, p. ex. 0-3, 952</translation>
    </message>
    <message>
        <source>Select the most used tile of the shown IPU(s)</source>
        <translation>Sélectionner la tuile la plus utilisée des IPU affichées</translation>
    </message>
    <message>
        <source>&amp;IPU:</source>
        <translation>&amp;IPU :</translation>
    </message>
    <message>
        <source>&amp;Order:</source>
        <translation>&amp;Ordre :</translation>
    </message>
    <message>
        <source>&amp;Tiles:</source>
        <translation>&amp;Tuiles :</translation>
    </message>
    <message>
        <source>Tile map</source>
        <translation>Carte des tuiles</translation>
    </message>
    <message>
        <source>All IPUs</source>
        <translation>Toutes les IPU</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>%1 and %2 more</source>
        <translation>%1 et %2 autres</translation>
    </message>
    <message>
        <source>Tiles out of memory (%1), most overflowing first: %2</source>
        <translation>Tuiles en manque de mémoire (%1), plus gros débordement d’abord : %2</translation>
    </message>
    <message>
        <source>The reports are of different models: their tiles hold different variables.</source>
        <translation>Les rapports portent sur des modèles différents : leurs tuiles contiennent des variables différentes.</translation>
    </message>
    <message>
        <source>The reports are for different targets (%1 and %2 tiles): tiles are not compared one by one; only totals are shown.</source>
        <translation>Les rapports visent des cibles différentes (%1 et %2 tuiles) : les tuiles ne sont pas comparées une à une ; seuls les totaux sont affichés.</translation>
    </message>
    <message>
        <source>all IPUs</source>
        <translation>toutes les IPU</translation>
    </message>
    <message>
        <source>Worst tile %1 (no tile selected yet)</source>
        <translation>Pire tuile %1 (aucune tuile sélectionnée)</translation>
    </message>
    <message numerus="yes">
        <source>Selected tiles (%n)</source>
        <translation>
            <numerusform>Tuiles sélectionnées (%n)</numerusform>
            <numerusform>Tuiles sélectionnées (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Showing the first %1 of %2 selected tiles; the CSV export has them all.</source>
        <translation>Affichage des %1 premières des %2 tuiles sélectionnées ; l’export CSV les contient toutes.</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Export the plot as PNG, SVG or PDF, or its data as CSV</source>
        <translation>Exporter le graphique en PNG, SVG ou PDF, ou ses données en CSV</translation>
    </message>
    <message>
        <source>Tiles of %1 out of memory (%2), most overflowing first: %3</source>
        <translation>Tuiles de %1 en manque de mémoire (%2), plus gros débordement d’abord : %3</translation>
    </message>
    <message>
        <source>Total memory (including gaps): %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>Mémoire totale (trous inclus) : %1 (source) %2, %3 (cible) %4, différence %5</translation>
    </message>
    <message>
        <source>Total memory of %1 (including gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>Mémoire totale de %1 (trous inclus) : %2 (source) %3, %4 (cible) %5, différence %6</translation>
    </message>
    <message>
        <source>Total memory of %1 (excluding gaps): %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>Mémoire totale de %1 (hors trous) : %2 (source) %3, %4 (cible) %5, différence %6</translation>
    </message>
    <message>
        <source>Most used tile: %1 (source) %2 (tile %3), %4 (target) %5 (tile %6), difference %7</source>
        <translation>Tuile la plus utilisée : %1 (source) %2 (tuile %3), %4 (cible) %5 (tuile %6), différence %7</translation>
    </message>
    <message>
        <source>The tiles of %1 only: the other report&apos;s tiles do not correspond.</source>
        <translation>Seulement les tuiles de %1 : celles de l’autre rapport ne leur correspondent pas.</translation>
    </message>
    <message>
        <source>Tightest tile of IPU %1: %2, with %3 to spare (the largest block free at its peak)</source>
        <translation>Tuile la plus serrée de l&apos;IPU %1 : %2, avec une marge de %3 (le plus grand bloc libre à son pic)</translation>
    </message>
    <message>
        <source>Tightest tile: %1, with %2 to spare (the largest block free at its peak)</source>
        <translation>Tuile la plus serrée : %1, avec une marge de %2 (le plus grand bloc libre à son pic)</translation>
    </message>
    <message>
        <source>Room to spare on IPU %1: %2 (source) %3, %4 (target) %5, difference %6</source>
        <translation>Marge sur l&apos;IPU %1 : %2 (source) %3, %4 (cible) %5, différence %6</translation>
    </message>
    <message>
        <source>Room to spare: %1 (source) %2, %3 (target) %4, difference %5</source>
        <translation>Marge : %1 (source) %2, %3 (cible) %4, différence %5</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTimeModel</name>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>(no operation)</source>
        <translation>(aucune opération)</translation>
    </message>
    <message>
        <source>Syncs between operations, external syncs and waiting count as no operation</source>
        <translation>Les synchronisations entre opérations, les synchronisations externes et l’attente ne comptent pour aucune opération</translation>
    </message>
    <message>
        <source>Busy cycles</source>
        <translation>Cycles occupés</translation>
    </message>
    <message>
        <source>Cycles of the traced rows, waiting excluded</source>
        <translation>Cycles des lignes tracées, attente exclue</translation>
    </message>
    <message>
        <source>Waiting for another IPU at an external sync</source>
        <translation>Attente d’une autre IPU à une synchronisation externe</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationTypesModel</name>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Opérations</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Cycles</translation>
    </message>
    <message>
        <source>Estimated cycles, summed</source>
        <translation>Cycles estimés, additionnés</translation>
    </message>
    <message>
        <source>Most temporary bytes per tile</source>
        <translation>Octets temporaires par tuile, au plus</translation>
    </message>
    <message>
        <source>The most temporary memory one operation of the type needs on a tile</source>
        <translation>La mémoire temporaire maximale dont une opération de ce type a besoin sur une tuile</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>Octets de code</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>Planned for minimum memory</source>
        <translation>Planifiées pour un minimum de mémoire</translation>
    </message>
    <message>
        <source>Operations the planner could only fit by optimising for minimum memory (phase 2)</source>
        <translation>Opérations que le planificateur n’a pu faire tenir qu’en optimisant pour un minimum de mémoire (phase 2)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationsModel</name>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Block</source>
        <translation>Bloc</translation>
    </message>
    <message>
        <source>The model&apos;s block or layer the operation belongs to</source>
        <translation>Le bloc ou la couche du modèle auquel appartient l’opération</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>Étage</translation>
    </message>
    <message>
        <source>The pipeline stage (empty without pipelining)</source>
        <translation>L’étage du pipeline (vide sans pipeline)</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Cycles</translation>
    </message>
    <message>
        <source>Estimated cycles of one execution</source>
        <translation>Cycles estimés d’une exécution</translation>
    </message>
    <message>
        <source>Temporary bytes per tile</source>
        <translation>Octets temporaires par tuile</translation>
    </message>
    <message>
        <source>Temporary memory on the operation&apos;s worst tile</source>
        <translation>Mémoire temporaire sur la pire tuile de l’opération</translation>
    </message>
    <message>
        <source>Code bytes</source>
        <translation>Octets de code</translation>
    </message>
    <message>
        <source>Vertex code over all tiles</source>
        <translation>Code des vertex sur toutes les tuiles</translation>
    </message>
    <message>
        <source>FLOPs</source>
        <translation>FLOP</translation>
    </message>
    <message>
        <source>availableMemoryProportion</source>
        <translation>availableMemoryProportion</translation>
    </message>
    <message>
        <source>The proportion of tile memory the planner may use for temporaries (empty: not a planned operation)</source>
        <translation>La part de la mémoire de la tuile que le planificateur peut utiliser pour les temporaires (vide : opération non planifiée)</translation>
    </message>
    <message>
        <source>Partials</source>
        <translation>Sommes partielles</translation>
    </message>
    <message>
        <source>The type of the partial sums</source>
        <translation>Le type des sommes partielles</translation>
    </message>
    <message>
        <source>Planner phase</source>
        <translation>Phase du planificateur</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2: minimum memory</source>
        <translation>2 : mémoire minimale</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Plan</translation>
    </message>
    <message>
        <source>The convolution planner&apos;s choice of splits</source>
        <translation>Le choix des découpages par le planificateur de convolutions</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>Tuiles utilisées</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>Étapes en série</translation>
    </message>
    <message>
        <source>Steps the plan runs one after another (serial splits)</source>
        <translation>Étapes que le plan exécute l’une après l’autre (découpages en série)</translation>
    </message>
    <message>
        <source>Vertex</source>
        <translation>Vertex</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OperationsView</name>
    <message>
        <source>Filter by name, type or block, e.g. conv layer3 (Ctrl+F)</source>
        <translation>Filtrer par nom, type ou bloc, p. ex. conv layer3 (Ctrl+F)</translation>
    </message>
    <message>
        <source>&amp;Filter:</source>
        <translation>&amp;Filtre :</translation>
    </message>
    <message>
        <source>Totals per type</source>
        <translation>Totaux par type</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): few operations share a name.</source>
        <translation>Les rapports concernent des modèles différents (%1 et %2) : peu d’opérations partagent un nom.</translation>
    </message>
    <message>
        <source>Operations are matched by name; a row with one side empty exists in one report only.</source>
        <translation>Les opérations sont appariées par nom ; une ligne dont un côté est vide n’existe que dans un rapport.</translation>
    </message>
    <message numerus="yes">
        <source>%n operation(s)</source>
        <translation>
            <numerusform>%n opération</numerusform>
            <numerusform>%n opérations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n operation(s)</source>
        <translation>
            <numerusform>%1 sur %n opération</numerusform>
            <numerusform>%1 sur %n opérations</numerusform>
        </translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>Opérations</translation>
    </message>
    <message>
        <source>%1 was not profiled (the Summary says so): its cycles are the compiler&apos;s estimates of one run of each operation, not measured.</source>
        <translation>%1 n’a pas été profilé (le résumé le dit) : ses cycles sont les estimations du compilateur pour une exécution de chaque opération, non mesurées.</translation>
    </message>
    <message>
        <source>Why this plan</source>
        <translation>Pourquoi ce plan</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::OptionControl</name>
    <message>
        <source>%1 is outside the allowed range, %2 to %3: it becomes the nearest of the two.</source>
        <translation>%1 est hors de la plage permise, de %2 à %3 : la valeur devient la plus proche des deux.</translation>
    </message>
    <message>
        <source>e.g. %1</source>
        <translation>p. ex. %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlanBreakdownPanel</name>
    <message>
        <source>no budget met: planned for minimum memory</source>
        <translation>aucun budget respecté : planifié pour la mémoire minimale</translation>
    </message>
    <message>
        <source>budget %1 × %2 = %3</source>
        <translation>budget %1 × %2 = %3</translation>
    </message>
    <message>
        <source>Select a convolution or matmul to see its plan&apos;s temporary memory by term.</source>
        <translation>Sélectionnez une convolution ou un produit matriciel pour voir la mémoire temporaire de son plan par terme.</translation>
    </message>
    <message>
        <source>%1 has no plan: only convolutions and matmuls are planned.</source>
        <translation>%1 n&apos;a pas de plan : seuls les convolutions et les produits matriciels sont planifiés.</translation>
    </message>
    <message>
        <source>no plan</source>
        <translation>pas de plan</translation>
    </message>
    <message numerus="yes">
        <source>on %n tile(s), %1</source>
        <translation>
            <numerusform>sur %n tuile, %1</numerusform>
            <numerusform>sur %n tuiles, %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Term (PopLibs)</source>
        <translation>Terme (PopLibs)</translation>
    </message>
    <message>
        <source>Bytes per tile</source>
        <translation>Octets par tuile</translation>
    </message>
    <message>
        <source>Total, (g) + (e) + max((b), (c) + (a), (d)) + (f): compared with the budget</source>
        <translation>Total, (g) + (e) + max((b), (c) + (a), (d)) + (f) : comparé au budget</translation>
    </message>
    <message>
        <source>plan: %1</source>
        <translation>plan : %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::PlannerFallbacksModel</name>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Available memory proportion</source>
        <translation>Proportion de mémoire disponible</translation>
    </message>
    <message>
        <source>Tiles used</source>
        <translation>Tuiles utilisées</translation>
    </message>
    <message>
        <source>Serial steps</source>
        <translation>Étapes en série</translation>
    </message>
    <message>
        <source>Temporary memory per tile</source>
        <translation>Mémoire temporaire par tuile</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ProgramTreeModel</name>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Program</source>
        <translation>Programme</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type de nœud</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ProgramTreeView</name>
    <message>
        <source>Search programs and operations, e.g. convolution (Ctrl+F)</source>
        <translation>Rechercher programmes et opérations, p. ex. convolution (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous</source>
        <translation>Précédent</translation>
    </message>
    <message>
        <source>Previous match (Shift+F3)</source>
        <translation>Résultat précédent (Maj+F3)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Next match (F3, Enter)</source>
        <translation>Résultat suivant (F3, Entrée)</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Rechercher :</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>Source : %1</translation>
    </message>
    <message>
        <source>Target: %1</source>
        <translation>Cible : %1</translation>
    </message>
    <message>
        <source>no matches</source>
        <translation>aucun résultat</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Source: %1 · Target: %2</source>
        <translation>Source : %1 · Cible : %2</translation>
    </message>
    <message>
        <source>Program Tree</source>
        <translation>Arbre des programmes</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): their programs and operations do not correspond.</source>
        <translation>Les rapports portent sur des modèles différents (%1 et %2) : leurs programmes et opérations ne se correspondent pas.</translation>
    </message>
    <message>
        <source>The reports are for different targets: the same program runs on different tiles.</source>
        <translation>Les rapports visent des cibles différentes : le même programme s’exécute sur d’autres tuiles.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::RegionsPlot</name>
    <message>
        <source>Address (KiB)</source>
        <translation>Adresse (Kio)</translation>
    </message>
    <message>
        <source>Non-interleaved (0–%1)</source>
        <translation>Non entrelacée (0–%1)</translation>
    </message>
    <message>
        <source>Interleaved (%1–%2)</source>
        <translation>Entrelacée (%1–%2)</translation>
    </message>
    <message>
        <source>Tile end</source>
        <translation>Fin de la tuile</translation>
    </message>
    <message>
        <source>Overflow %1</source>
        <translation>Débordement %1</translation>
    </message>
    <message>
        <source>Always
allocated</source>
        <translation>Toujours
allouée</translation>
    </message>
    <message>
        <source>Not always
live</source>
        <translation>Pas toujours
vivante</translation>
    </message>
    <message>
        <source>Variables with disjoint live ranges may share addresses: they are drawn in separate lanes (Ctrl+wheel or Ctrl+/− zooms the lanes, ↑/↓ scrolls them). The row at the peak shows what is in use when the tile needs the most, and every gap, hatched by cause.</source>
        <translation>Les variables aux durées de vie disjointes peuvent partager des adresses : elles sont dessinées dans des couloirs distincts (Ctrl+molette ou Ctrl+/− zoome les couloirs, ↑/↓ les fait défiler). La ligne « au pic » montre ce qui est utilisé quand la tuile en demande le plus, et chaque trou, hachuré selon sa cause.</translation>
    </message>
    <message>
        <source>At the peak
(step %1)</source>
        <translation>Au pic
(étape %1)</translation>
    </message>
    <message>
        <source>In use</source>
        <translation>Utilisé</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::RegionsView</name>
    <message>
        <source>&amp;Tile:</source>
        <translation>&amp;Tuile :</translation>
    </message>
    <message>
        <source>The tile whose address space is shown; it is shared with the other views.</source>
        <translation>La tuile dont l&apos;espace d&apos;adressage est affiché ; elle est partagée avec les autres vues.</translation>
    </message>
    <message>
        <source>Show the tile that uses the most memory (including gaps), in every view.</source>
        <translation>Afficher dans toutes les vues la tuile qui utilise le plus de mémoire (trous compris).</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <source>Zoom in on the addresses (+)</source>
        <translation>Zoomer sur les adresses (+)</translation>
    </message>
    <message>
        <source>Zoom out (−)</source>
        <translation>Dézoomer (−)</translation>
    </message>
    <message>
        <source>Show the whole address space (Home)</source>
        <translation>Afficher tout l&apos;espace d&apos;adressage (Début)</translation>
    </message>
    <message>
        <source>Blocks</source>
        <translation>Blocs</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Source blocks: %1</source>
        <translation>Blocs de la source : %1</translation>
    </message>
    <message>
        <source>Target blocks: %1</source>
        <translation>Blocs de la cible : %1</translation>
    </message>
    <message>
        <source>Target: %1 has no tile %2</source>
        <translation>Cible : %1 n&apos;a pas de tuile %2</translation>
    </message>
    <message>
        <source>The report has no tiles</source>
        <translation>Le rapport n&apos;a aucune tuile</translation>
    </message>
    <message>
        <source>No report open</source>
        <translation>Aucun rapport ouvert</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n.d.</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>Mémoire de la tuile</translation>
    </message>
    <message>
        <source>The memory of one tile.</source>
        <translation>La mémoire d&apos;une tuile.</translation>
    </message>
    <message>
        <source>Used (excluding gaps)</source>
        <translation>Utilisée (hors trous)</translation>
    </message>
    <message>
        <source>Always-live bytes plus the most not-always-live bytes live at once.</source>
        <translation>Octets toujours vivants plus le maximum d’octets non toujours vivants vivants en même temps.</translation>
    </message>
    <message>
        <source>Gaps</source>
        <translation>Trous</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>Débordement</translation>
    </message>
    <message>
        <source>Bytes past the tile&apos;s end: the tile is out of memory.</source>
        <translation>Octets au-delà de la fin de la tuile : la tuile manque de mémoire.</translation>
    </message>
    <message>
        <source>Out of memory: %1 past the tile&apos;s end</source>
        <translation>Mémoire insuffisante : %1 au-delà de la fin de la tuile</translation>
    </message>
    <message>
        <source>Fits: %1 free</source>
        <translation>Tient : %1 libres</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Source :</translation>
    </message>
    <message>
        <source>Target:</source>
        <translation>Cible :</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Régions</translation>
    </message>
    <message>
        <source>Source: %1, tile %2 (IPU %3)</source>
        <translation>Source : %1, tuile %2 (IPU %3)</translation>
    </message>
    <message>
        <source>Tile %1 (IPU %2)</source>
        <translation>Tuile %1 (IPU %2)</translation>
    </message>
    <message>
        <source>Target: %1, tile %2 (IPU %3)</source>
        <translation>Cible : %1, tuile %2 (IPU %3)</translation>
    </message>
    <message>
        <source>The reports are of different models (%1 and %2): the same tile holds different variables in each.</source>
        <translation>Les rapports portent sur des modèles différents (%1 et %2) : la même tuile contient des variables différentes dans chacun.</translation>
    </message>
    <message>
        <source>The reports are for different targets: a tile of one does not hold the same part of the model as the same tile of the other.</source>
        <translation>Les rapports visent des cibles différentes : une tuile de l’un ne contient pas la même partie du modèle que la même tuile de l’autre.</translation>
    </message>
    <message>
        <source>Worst tile</source>
        <translation>Pire tuile</translation>
    </message>
    <message>
        <source>Whole tile</source>
        <translation>Tuile entière</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>(tiles 0–%1)</source>
        <translation>(tuiles 0–%1)</translation>
    </message>
    <message>
        <source>The tile&apos;s footprint (up to its highest address, less its room to spare) minus the bytes in use at its peak, counted against the tile&apos;s memory. The row at the peak shows each gap at its address.</source>
        <translation>L&apos;empreinte de la tuile (jusqu&apos;à sa plus haute adresse, moins sa place libre) moins les octets utilisés à son pic, comptée dans la mémoire de la tuile. La ligne « au pic » montre chaque trou à son adresse.</translation>
    </message>
    <message>
        <source>Addresses variables use at other steps, none of which is live at the tile&apos;s peak: holes between the lanes.</source>
        <translation>Adresses qu&apos;utilisent des variables à d&apos;autres étapes, dont aucune n&apos;est vivante au pic de la tuile : les trous entre les couloirs.</translation>
    </message>
    <message>
        <source>Never used: padding that aligns the next block.</source>
        <translation>Jamais utilisé : remplissage qui aligne le bloc suivant.</translation>
    </message>
    <message>
        <source>Never used, on a tile out of memory: room that the data which overflowed could not take.</source>
        <translation>Jamais utilisé, sur une tuile en manque de mémoire : de la place que les données qui ont débordé n&apos;ont pas pu prendre.</translation>
    </message>
    <message>
        <source>Never used: holes that placement rules left.</source>
        <translation>Jamais utilisé : des trous laissés par les règles de placement.</translation>
    </message>
    <message>
        <source>Free (room to spare)</source>
        <translation>Libre (place disponible)</translation>
    </message>
    <message>
        <source>Tile memory minus used bytes and gaps: never used, and not counted against the tile.</source>
        <translation>Mémoire de la tuile moins les octets utilisés et les trous : jamais utilisée, et non comptée dans la tuile.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::ScreenshotWriter</name>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>Impossible de créer le dossier %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: the window could not be drawn.</source>
        <translation>Impossible d’écrire %1 : la fenêtre n’a pas pu être dessinée.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulatePanel</name>
    <message>
        <source>Cancelled: the result shown is unchanged.</source>
        <translation>Annulé : le résultat affiché reste inchangé.</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Parcourir…</translation>
    </message>
    <message>
        <source>The same simulation from a terminal:</source>
        <translation>La même simulation depuis un terminal :</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Compare with:</source>
        <translation>Comparer avec :</translation>
    </message>
    <message>
        <source>the previous result</source>
        <translation>le résultat précédent</translation>
    </message>
    <message>
        <source>the pinned baseline</source>
        <translation>la référence épinglée</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Pin Shown</source>
        <translation>Épingler l’actuel</translation>
    </message>
    <message>
        <source>Compare every later result with the report shown now</source>
        <translation>Comparer chaque résultat suivant au rapport affiché maintenant</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>En direct</translation>
    </message>
    <message>
        <source>Simulate again by itself a moment after each change</source>
        <translation>Relancer la simulation automatiquement peu après chaque modification</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Choose a Model</source>
        <translation>Choisir un modèle</translation>
    </message>
    <message>
        <source>Models (*.json *.onnx);;All files (*)</source>
        <translation>Modèles (*.json *.onnx);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Choose a model.</source>
        <translation>Choisissez un modèle.</translation>
    </message>
    <message>
        <source>%1 is neither a built-in model nor an existing file.</source>
        <translation>%1 n’est ni un modèle intégré ni un fichier existant.</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modèle : %1</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1 : %2</translation>
    </message>
    <message>
        <source>Simulate now</source>
        <translation>Simuler maintenant</translation>
    </message>
    <message>
        <source>Baseline: %1</source>
        <translation>Référence : %1</translation>
    </message>
    <message>
        <source>No baseline is pinned: results are compared with the previous one.</source>
        <translation>Aucune référence épinglée : les résultats sont comparés au précédent.</translation>
    </message>
    <message>
        <source>Simulating %1…</source>
        <translation>Simulation de %1…</translation>
    </message>
    <message>
        <source>%1 of %2: fits in memory.</source>
        <translation>%1 de %2 : tient en mémoire.</translation>
    </message>
    <message>
        <source>%1 of %2: out of memory.</source>
        <translation>%1 de %2 : mémoire insuffisante.</translation>
    </message>
    <message>
        <source>The simulation failed: the result shown is unchanged.</source>
        <translation>La simulation a échoué : le résultat affiché reste inchangé.</translation>
    </message>
    <message>
        <source>Cannot Simulate</source>
        <translation>Impossible de simuler</translation>
    </message>
    <message>
        <source>Not simulated: another report was opened before the change ran.</source>
        <translation>Non simulé : un autre rapport a été ouvert avant que la modification ne s’exécute.</translation>
    </message>
    <message>
        <source>%1 of %2 is not shown: another report was opened while it ran.</source>
        <translation>%1 de %2 n’est pas affiché : un autre rapport a été ouvert pendant son exécution.</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copié</translation>
    </message>
    <message>
        <source>The window shows %1; the settings here are your change, not its.</source>
        <translation>La fenêtre montre %1 ; les réglages ici sont votre modification, pas les siens.</translation>
    </message>
    <message>
        <source>The window shows %1, which records no command: the settings here are not its.</source>
        <translation>La fenêtre montre %1, qui n’enregistre aucune commande : les réglages ici ne sont pas les siens.</translation>
    </message>
    <message>
        <source>The settings are those of %1, the report shown: a change simulates from there.</source>
        <translation>Les réglages sont ceux de %1, le rapport affiché : une modification simule à partir de là.</translation>
    </message>
    <message>
        <source>Nothing to simulate: the report shown has these settings.</source>
        <translation>Rien à simuler : le rapport affiché a ces réglages.</translation>
    </message>
    <message>
        <source>Model: a built-in model, a JSON or ONNX file, or a Hugging Face config.json</source>
        <translation>Modèle : un modèle intégré, un fichier JSON ou ONNX, ou un config.json Hugging Face</translation>
    </message>
    <message>
        <source>Choose a JSON or ONNX model file, or a Hugging Face config.json</source>
        <translation>Choisir un fichier de modèle JSON ou ONNX, ou un config.json Hugging Face</translation>
    </message>
    <message>
        <source>The IPU config was not opened: %1</source>
        <translation>La configuration IPU n’a pas été ouverte : %1</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>De %1</translation>
    </message>
    <message>
        <source>Changed here: %1 gives %2</source>
        <translation>Modifié ici : %1 donne %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SimulationRunner</name>
    <message>
        <source>Simulation %1</source>
        <translation>Simulation %1</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SummaryView</name>
    <message>
        <source>The convolution planner found no plan within these operations&apos; available memory proportion and chose the plan using the least temporary memory instead, whatever its speed (Poplar&apos;s log says “convolution planner unable to meet memory target”). Lowering the proportion further changes nothing for them; such plans often put their operands on few tiles.</source>
        <translation>Le planificateur de convolutions n’a trouvé aucun plan respectant la proportion de mémoire disponible de ces opérations et a choisi à la place le plan utilisant le moins de mémoire temporaire, quelle que soit sa vitesse (le journal de Poplar indique « convolution planner unable to meet memory target »). Réduire encore la proportion n’y change rien ; de tels plans placent souvent leurs opérandes sur peu de tuiles.</translation>
    </message>
    <message>
        <source>Could be half precision</source>
        <translation>Pourrait être en demi-précision</translation>
    </message>
    <message numerus="yes">
        <source>Planned for minimum memory: %n operation(s)</source>
        <translation>
            <numerusform>Planifiée pour la mémoire minimale : %n opération</numerusform>
            <numerusform>Planifiées pour la mémoire minimale : %n opérations</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n operation(s))</source>
        <translation>
            <numerusform>%1 (%n opération)</numerusform>
            <numerusform>%1 (%n opérations)</numerusform>
        </translation>
    </message>
    <message>
        <source>Program and target</source>
        <translation>Programme et cible</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Operations and execution</source>
        <translation>Opérations et exécution</translation>
    </message>
    <message>
        <source>Memory by category</source>
        <translation>Mémoire par catégorie</translation>
    </message>
    <message>
        <source>Worst tiles</source>
        <translation>Tuiles les plus chargées</translation>
    </message>
    <message>
        <source>Tiles by memory used</source>
        <translation>Tuiles par mémoire utilisée</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <source>Engine options</source>
        <translation>Options du moteur</translation>
    </message>
    <message numerus="yes">
        <source>Warnings (%n)</source>
        <translation>
            <numerusform>Avertissement (%n)</numerusform>
            <numerusform>Avertissements (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>%1 (source: %2)</source>
        <translation>%1 (source : %2)</translation>
    </message>
    <message>
        <source>%1 (target: %2)</source>
        <translation>%1 (cible : %2)</translation>
    </message>
    <message numerus="yes">
        <source>Warnings of %1 (%n)</source>
        <translation>
            <numerusform>Avertissement de %1 (%n)</numerusform>
            <numerusform>Avertissements de %1 (%n)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepPlot</name>
    <message>
        <source>Out of memory: the worst tile&apos;s excess</source>
        <translation>Mémoire insuffisante : excédent de la pire tuile</translation>
    </message>
    <message>
        <source>Failed to compile</source>
        <translation>Échec de la compilation</translation>
    </message>
    <message>
        <source>The best that fits</source>
        <translation>Le meilleur qui tient</translation>
    </message>
    <message>
        <source>Click: source</source>
        <translation>Clic : source</translation>
    </message>
    <message>
        <source>Ctrl+click: target</source>
        <translation>Ctrl+clic : cible</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::SweepView</name>
    <message>
        <source>No sweep is open.</source>
        <translation>Aucun balayage n’est ouvert.</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1 :</translation>
    </message>
    <message>
        <source>The value of --%1 the grid holds</source>
        <translation>La valeur de --%1 que la grille retient</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <source>Open Point</source>
        <translation>Ouvrir le point</translation>
    </message>
    <message>
        <source>Compare %1 with %2</source>
        <translation>Comparer %1 avec %2</translation>
    </message>
    <message>
        <source>Compare Two Points</source>
        <translation>Comparer deux points</translation>
    </message>
    <message>
        <source>Simulating %1 and %2…</source>
        <translation>Simulation de %1 et %2…</translation>
    </message>
    <message>
        <source>Open %1 (%2) as the source and %3 (%4) as the target in every view</source>
        <translation>Ouvrir %1 (%2) comme source et %3 (%4) comme cible dans chaque vue</translation>
    </message>
    <message>
        <source>Click a cell, then Ctrl+click another: Compare opens the two points as source and target in every view</source>
        <translation>Cliquez sur une cellule, puis Ctrl+clic sur une autre : Comparer ouvre les deux points comme source et cible dans chaque vue</translation>
    </message>
    <message>
        <source>%1 cannot be simulated: %2</source>
        <translation>%1 ne peut pas être simulé : %2</translation>
    </message>
    <message>
        <source>&amp;Rows:</source>
        <translation>&amp;Lignes :</translation>
    </message>
    <message>
        <source>Colu&amp;mns:</source>
        <translation>Colo&amp;nnes :</translation>
    </message>
    <message>
        <source>&amp;Compare</source>
        <translation>&amp;Comparer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBalancePlot</name>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Cycles</translation>
    </message>
    <message>
        <source>First tile</source>
        <translation>Première tuile</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBlocksModel</name>
    <message>
        <source>Always-live variables and constants</source>
        <translation>Variables toujours vivantes et constantes</translation>
    </message>
    <message>
        <source>Not-always-live variables</source>
        <translation>Variables non toujours vivantes</translation>
    </message>
    <message>
        <source>Vertex code</source>
        <translation>Code des vertex</translation>
    </message>
    <message>
        <source>Vertex state and descriptors</source>
        <translation>État des vertex et descripteurs</translation>
    </message>
    <message>
        <source>Exchange code</source>
        <translation>Code d&apos;échange</translation>
    </message>
    <message>
        <source>Control code</source>
        <translation>Code de contrôle</translation>
    </message>
    <message>
        <source>Stack, message buffers, other</source>
        <translation>Pile, tampons de messages, autres</translation>
    </message>
    <message>
        <source>Overflow (past the tile&apos;s end)</source>
        <translation>Débordement (au-delà de la fin de la tuile)</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Fixed data</source>
        <translation>Données fixes</translation>
    </message>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Trou</translation>
    </message>
    <message>
        <source>Overflow</source>
        <translation>Débordement</translation>
    </message>
    <message>
        <source>Beyond the tile&apos;s end</source>
        <translation>Au-delà de la fin de la tuile</translation>
    </message>
    <message>
        <source>always live</source>
        <translation>toujours vivante</translation>
    </message>
    <message>
        <source>steps %1–%2</source>
        <translation>étapes %1–%2</translation>
    </message>
    <message>
        <source>%1 at %2 (%3)</source>
        <translation>%1 à %2 (%3)</translation>
    </message>
    <message>
        <source>Overflow: %1 beyond the tile&apos;s end
These bytes do not fit in the tile&apos;s memory: the tile is out of memory.</source>
        <translation>Débordement : %1 au-delà de la fin de la tuile
Ces octets ne tiennent pas dans la mémoire de la tuile : la tuile manque de mémoire.</translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation>Nature : %1</translation>
    </message>
    <message>
        <source>Category: %1</source>
        <translation>Catégorie : %1</translation>
    </message>
    <message>
        <source>Region: %1</source>
        <translation>Région : %1</translation>
    </message>
    <message>
        <source>Live: %1</source>
        <translation>Vivante : %1</translation>
    </message>
    <message>
        <source>Variables whose live ranges do not overlap may share addresses; they are drawn in separate lanes.</source>
        <translation>Les variables dont les durées de vie ne se chevauchent pas peuvent partager des adresses ; elles sont dessinées sur des couloirs distincts.</translation>
    </message>
    <message>
        <source>Beyond the tile</source>
        <translation>Au-delà de la tuile</translation>
    </message>
    <message>
        <source>Interleaved</source>
        <translation>Entrelacée</translation>
    </message>
    <message>
        <source>Non-interleaved</source>
        <translation>Non entrelacée</translation>
    </message>
    <message>
        <source>%1 bytes (%2)</source>
        <translation>%1 octets (%2)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type de nœud</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Région</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Décalage</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Live range</source>
        <translation>Durée de vie</translation>
    </message>
    <message>
        <source>gap</source>
        <translation>trou</translation>
    </message>
    <message>
        <source>Free (never used, room to spare)</source>
        <translation>Libre (jamais utilisé, place disponible)</translation>
    </message>
    <message>
        <source>Free</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Free space</source>
        <translation>Espace libre</translation>
    </message>
    <message>
        <source>Free: %1
No variable is ever placed here: the tile has this room to spare.</source>
        <translation>Libre : %1
Aucune variable n&apos;est jamais placée ici : la tuile dispose encore de cette place.</translation>
    </message>
    <message>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <source>Gap: free at the peak</source>
        <translation>Trou : libre au pic</translation>
    </message>
    <message>
        <source>Gap: alignment</source>
        <translation>Trou : alignement</translation>
    </message>
    <message>
        <source>Gap: stranded</source>
        <translation>Trou : perdu</translation>
    </message>
    <message>
        <source>Gap: never used</source>
        <translation>Trou : jamais utilisé</translation>
    </message>
    <message>
        <source>Overflow: %1 past the tile&apos;s end (%2).
The tile is out of memory.</source>
        <translation>Débordement : %1 au-delà de la fin de la tuile (%2).
La tuile manque de mémoire.</translation>
    </message>
    <message>
        <source>Non-interleaved region: 0 to %1.
Code must live here; so does data that vertices read from one memory bank at a time.</source>
        <translation>Région non entrelacée : de 0 à %1.
Le code doit s&apos;y trouver, ainsi que les données que les vertex lisent dans un seul banc mémoire à la fois.</translation>
    </message>
    <message>
        <source>Interleaved region: %1 to %2.
Consecutive words alternate between two memory banks, so a vertex can load and store in the same cycle: convolution (AMP) operands are placed here.</source>
        <translation>Région entrelacée : de %1 à %2.
Les mots consécutifs alternent entre deux bancs mémoire, si bien qu&apos;un vertex peut charger et stocker dans le même cycle : les opérandes des convolutions (AMP) sont placés ici.</translation>
    </message>
    <message>
        <source>Nothing of this lane is at %1. At the tile&apos;s peak this address holds %2.</source>
        <translation>Rien de ce couloir n&apos;est à %1. Au pic de la tuile, cette adresse contient %2.</translation>
    </message>
    <message>
        <source>Free: nothing is ever placed above %1.</source>
        <translation>Libre : rien n&apos;est jamais placé au-dessus de %1.</translation>
    </message>
    <message>
        <source>Variables live at other steps use these addresses; at the tile&apos;s peak (step %1) none of them is live. The allocator cannot give them to the data live at the peak, so they count against the tile&apos;s memory.</source>
        <translation>Des variables vivantes à d&apos;autres étapes utilisent ces adresses ; au pic de la tuile (étape %1), aucune n&apos;est vivante. L&apos;allocateur ne peut pas les donner aux données vivantes au pic : elles comptent donc dans la mémoire de la tuile.</translation>
    </message>
    <message>
        <source>No variable is ever placed here: these bytes pad the next block to its alignment.</source>
        <translation>Aucune variable n&apos;est jamais placée ici : ces octets complètent l&apos;alignement du bloc suivant.</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: this non-interleaved space is stranded, as the data that overflowed must be interleaved (from %1) or needed a larger hole.</source>
        <translation>Aucune variable n&apos;est jamais placée ici, et pourtant la tuile manque de mémoire : cet espace non entrelacé est perdu, car les données qui ont débordé doivent être entrelacées (à partir de %1) ou demandaient un trou plus grand.</translation>
    </message>
    <message>
        <source>No variable is ever placed here, yet the tile is out of memory: the data that overflowed needed a larger hole.</source>
        <translation>Aucune variable n&apos;est jamais placée ici, et pourtant la tuile manque de mémoire : les données qui ont débordé demandaient un trou plus grand.</translation>
    </message>
    <message>
        <source>No variable is ever placed here: placement rules left this hole.</source>
        <translation>Aucune variable n&apos;est jamais placée ici : les règles de placement ont laissé ce trou.</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileBreakdownModel</name>
    <message>
        <source>%1 bytes</source>
        <translation>%1 octets</translation>
    </message>
    <message>
        <source>Tile %1 source</source>
        <translation>Tuile %1 source</translation>
    </message>
    <message>
        <source>Tile %1</source>
        <translation>Tuile %1</translation>
    </message>
    <message>
        <source>Tile %1 target</source>
        <translation>Tuile %1 cible</translation>
    </message>
    <message>
        <source>Tile %1 difference</source>
        <translation>Tuile %1 différence</translation>
    </message>
    <message>
        <source>%1 (out of memory)</source>
        <translation>%1 (mémoire insuffisante)</translation>
    </message>
    <message>
        <source>Total (including gaps)</source>
        <translation>Total (trous compris)</translation>
    </message>
    <message>
        <source>Overflow (out of memory)</source>
        <translation>Débordement (mémoire insuffisante)</translation>
    </message>
    <message>
        <source>What the tile must hold, compared with its memory.</source>
        <translation>Ce que la tuile doit contenir, à comparer à sa mémoire.</translation>
    </message>
    <message>
        <source>Bytes that could not be placed in the tile&apos;s memory.</source>
        <translation>Octets qui n&apos;ont pas pu être placés dans la mémoire de la tuile.</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileContentsModel</name>
    <message>
        <source>Variable</source>
        <translation>Variable</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Catégorie</translation>
    </message>
    <message>
        <source>Bytes on the tile</source>
        <translation>Octets sur la tuile</translation>
    </message>
    <message>
        <source>Offset</source>
        <translation>Décalage</translation>
    </message>
    <message>
        <source>The variable&apos;s address on this tile, in bytes</source>
        <translation>L’adresse de la variable sur cette tuile, en octets</translation>
    </message>
    <message>
        <source>Live from step</source>
        <translation>Vivante dès l’étape</translation>
    </message>
    <message>
        <source>Empty for an always-live variable</source>
        <translation>Vide pour une variable toujours vivante</translation>
    </message>
    <message>
        <source>Live to step</source>
        <translation>Vivante jusqu’à l’étape</translation>
    </message>
    <message>
        <source>Compute set</source>
        <translation>Ensemble de calcul</translation>
    </message>
    <message>
        <source>Operation</source>
        <translation>Opération</translation>
    </message>
    <message>
        <source>Vertex type</source>
        <translation>Type de vertex</translation>
    </message>
    <message>
        <source>Vertices</source>
        <translation>Vertex</translation>
    </message>
    <message>
        <source>Instances on this tile: the type&apos;s instances spread over its tiles</source>
        <translation>Instances sur cette tuile : celles du type réparties sur ses tuiles</translation>
    </message>
    <message>
        <source>State bytes (≈)</source>
        <translation>Octets d’état (≈)</translation>
    </message>
    <message>
        <source>The tile&apos;s vertex state, shared among its vertices by count: the report keeps it per tile only</source>
        <translation>L’état des vertex de la tuile, réparti entre eux selon leur nombre : le rapport ne le garde que par tuile</translation>
    </message>
    <message>
        <source>Cycles on the tile</source>
        <translation>Cycles sur la tuile</translation>
    </message>
    <message>
        <source>From the compute set&apos;s tile balance (needs an execution profile)</source>
        <translation>D’après l’équilibre des tuiles de l’ensemble de calcul (nécessite un profil d’exécution)</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Échange</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Bytes in</source>
        <translation>Octets reçus</translation>
    </message>
    <message>
        <source>Received by each tile taking part</source>
        <translation>Reçus par chaque tuile participante</translation>
    </message>
    <message>
        <source>Bytes out</source>
        <translation>Octets envoyés</translation>
    </message>
    <message>
        <source>Sent by each tile taking part</source>
        <translation>Envoyés par chaque tuile participante</translation>
    </message>
    <message>
        <source>Code bytes (≈)</source>
        <translation>Octets de code (≈)</translation>
    </message>
    <message>
        <source>The tile&apos;s exchange code, shared among its exchanges by the bytes they move: the report keeps it per tile only</source>
        <translation>Le code d’échange de la tuile, réparti entre ses échanges selon les octets qu’ils déplacent : le rapport ne le garde que par tuile</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileHistogramPlot</name>
    <message>
        <source>Memory from (bytes)</source>
        <translation>Mémoire à partir de (octets)</translation>
    </message>
    <message>
        <source>Memory to (bytes)</source>
        <translation>Mémoire jusqu’à (octets)</translation>
    </message>
    <message>
        <source>Memory used per tile, including gaps (KiB)</source>
        <translation>Mémoire utilisée par tuile, trous compris (Kio)</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tuiles</translation>
    </message>
    <message>
        <source>Tile memory</source>
        <translation>Mémoire de tuile</translation>
    </message>
    <message>
        <source>Target tiles</source>
        <translation>Tuiles de la cible</translation>
    </message>
    <message>
        <source>%1 (source)</source>
        <translation>%1 (source)</translation>
    </message>
    <message>
        <source>%1 (target)</source>
        <translation>%1 (cible)</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileInsideTabs</name>
    <message>
        <source>Variables</source>
        <translation>Variables</translation>
    </message>
    <message>
        <source>Compute sets and vertices</source>
        <translation>Ensembles de calcul et vertex</translation>
    </message>
    <message>
        <source>Exchanges</source>
        <translation>Échanges</translation>
    </message>
    <message>
        <source>The compute sets whose tile balance includes this tile, from the execution profile.</source>
        <translation>Les ensembles de calcul dont l’équilibre des tuiles inclut cette tuile, d’après le profil d’exécution.</translation>
    </message>
    <message>
        <source>Without an execution profile, the compute sets of the operations that keep data on this tile.</source>
        <translation>Sans profil d’exécution, les ensembles de calcul des opérations qui gardent des données sur cette tuile.</translation>
    </message>
    <message>
        <source>Variables with bytes on tile %1, by address.</source>
        <translation>Variables ayant des octets sur la tuile %1, par adresse.</translation>
    </message>
    <message>
        <source>The exchanges of the compute sets&apos; operations on this tile&apos;s IPU; bytes are per tile taking part.</source>
        <translation>Les échanges des opérations des ensembles de calcul sur l’IPU de cette tuile ; octets par tuile participante.</translation>
    </message>
    <message>
        <source>Source, %1, tile %2</source>
        <translation>Source, %1, tuile %2</translation>
    </message>
    <message>
        <source>Target, %1, tile %2</source>
        <translation>Cible, %1, tuile %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TileMemoryPlot</name>
    <message>
        <source>Over tile memory (out of memory)</source>
        <translation>Au-delà de la mémoire de la tuile (manque de mémoire)</translation>
    </message>
    <message>
        <source>Least used tile (per column)</source>
        <translation>Tuile la moins utilisée (par colonne)</translation>
    </message>
    <message>
        <source>Tile memory (max)</source>
        <translation>Mémoire de la tuile (max.)</translation>
    </message>
    <message>
        <source>Tile (IPU %1), in software order</source>
        <translation>Tuile (IPU %1), dans l’ordre logiciel</translation>
    </message>
    <message>
        <source>Tile, in software order</source>
        <translation>Tuile, dans l’ordre logiciel</translation>
    </message>
    <message>
        <source>Tiles of IPU %1 by memory used, most used first (rank)</source>
        <translation>Tuiles de l’IPU %1 par mémoire utilisée, la plus utilisée d’abord (rang)</translation>
    </message>
    <message>
        <source>Tiles by memory used, most used first (rank)</source>
        <translation>Tuiles par mémoire utilisée, la plus utilisée d’abord (rang)</translation>
    </message>
    <message>
        <source>Tile memory: %1</source>
        <translation>Mémoire de la tuile : %1</translation>
    </message>
    <message>
        <source>Tile memory (%1) is above this scale</source>
        <translation>La mémoire de la tuile (%1) est au-dessus de cette échelle</translation>
    </message>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>Target uses more</source>
        <translation>La cible utilise plus</translation>
    </message>
    <message>
        <source>Target uses less</source>
        <translation>La cible utilise moins</translation>
    </message>
    <message>
        <source>Selected tiles</source>
        <translation>Tuiles sélectionnées</translation>
    </message>
    <message>
        <source>KiB per tile</source>
        <translation>Kio par tuile</translation>
    </message>
    <message>
        <source>Target
− source
(KiB)</source>
        <translation>Cible
− source
(Kio)</translation>
    </message>
    <message>
        <source>%1 uses more than %2</source>
        <translation>%1 utilise plus que %2</translation>
    </message>
    <message>
        <source>%1 uses less than %2</source>
        <translation>%1 utilise moins que %2</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TracePlot</name>
    <message>
        <source>IPU %1</source>
        <translation>IPU %1</translation>
    </message>
    <message>
        <source>IPU %1 · IO tiles</source>
        <translation>IPU %1 · tuiles d’E/S</translation>
    </message>
    <message>
        <source>IPU %1 · stage %2</source>
        <translation>IPU %1 · étage %2</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2–%3</source>
        <translation>IPU %1 · étages %2–%3</translation>
    </message>
    <message>
        <source>IPU %1 · stages %2</source>
        <translation>IPU %1 · étages %2</translation>
    </message>
    <message>
        <source>Replica %1 · %2</source>
        <translation>Réplique %1 · %2</translation>
    </message>
    <message>
        <source>Time (µs at %1 GHz)</source>
        <translation>Temps (µs à %1 GHz)</translation>
    </message>
    <message>
        <source>Cycles</source>
        <translation>Cycles</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::TraceSidePanel</name>
    <message>
        <source>Click a step of the trace for its details. Hover to name it; click a folded box to zoom into it.</source>
        <translation>Cliquez sur une étape de la trace pour ses détails. Survolez pour la nommer ; cliquez sur une boîte repliée pour zoomer dessus.</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Détails</translation>
    </message>
    <message>
        <source>Time per operation</source>
        <translation>Temps par opération</translation>
    </message>
    <message>
        <source>IPUs</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Tile balance of %1: %2 tiles, the slowest %3 cycles</source>
        <translation>Équilibre des tuiles de %1 : %2 tuiles, la plus lente %3 cycles</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WelcomePage</name>
    <message>
        <source>Open a report to see where the memory of an IPU program goes.</source>
        <translation>Ouvrez un rapport pour voir où va la mémoire d’un programme IPU.</translation>
    </message>
    <message>
        <source>Open Report…</source>
        <translation>Ouvrir un rapport…</translation>
    </message>
    <message>
        <source>New Simulation…</source>
        <translation>Nouvelle simulation…</translation>
    </message>
    <message>
        <source>Use File &gt; Open (Ctrl+O) or drop a .tsr or .json report here, or simulate a model with File &gt; New Simulation (Ctrl+N). New to IPU memory? Help &gt; Lessons walks through out-of-memory cases, liveness, gaps, pipelining and more, step by step.</source>
        <translation>Utilisez Fichier &gt; Ouvrir (Ctrl+O) ou déposez ici un rapport .tsr ou .json, ou simulez un modèle avec Fichier &gt; Nouvelle simulation (Ctrl+N). Nouveau dans la mémoire de l’IPU ? Aide &gt; Leçons parcourt pas à pas les cas de mémoire insuffisante, la vivacité, les trous, le pipelining et plus encore.</translation>
    </message>
    <message>
        <source>Lessons…</source>
        <translation>Leçons…</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WindowMenus</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Simulation…</source>
        <translation>&amp;Nouvelle simulation…</translation>
    </message>
    <message>
        <source>Simulate a model with the settings of the Simulate panel</source>
        <translation>Simuler un modèle avec les réglages du panneau Simulation</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <source>Compare &amp;With…</source>
        <translation>&amp;Comparer avec…</translation>
    </message>
    <message>
        <source>Open a second report as the target to compare the current one against</source>
        <translation>Ouvrir un second rapport comme cible à laquelle comparer le rapport actuel</translation>
    </message>
    <message>
        <source>&amp;Stop Comparing</source>
        <translation>&amp;Arrêter la comparaison</translation>
    </message>
    <message>
        <source>&amp;Save Report As…</source>
        <translation>&amp;Enregistrer le rapport sous…</translation>
    </message>
    <message>
        <source>Write the shown report to a .tsr or .json file</source>
        <translation>Écrire le rapport affiché dans un fichier .tsr ou .json</translation>
    </message>
    <message>
        <source>Simulate &amp;From This Report</source>
        <translation>Simuler à &amp;partir de ce rapport</translation>
    </message>
    <message>
        <source>Fill the Simulate panel with the model and options the shown report was simulated with</source>
        <translation>Remplir le panneau Simulation avec le modèle et les options qui ont servi à simuler le rapport affiché</translation>
    </message>
    <message>
        <source>Re&amp;load</source>
        <translation>Rec&amp;harger</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>Simulate &amp;Panel</source>
        <translation>&amp;Panneau Simulation</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>Pré&amp;sentation</translation>
    </message>
    <message>
        <source>Larger text and thicker plot lines, for a projector</source>
        <translation>Texte plus grand et lignes de graphique plus épaisses, pour un projecteur</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <source>&amp;Reset Zoom</source>
        <translation>&amp;Réinitialiser le zoom</translation>
    </message>
    <message>
        <source>A plot with the keyboard focus also zooms with +, − and 0.</source>
        <translation>Un graphique qui a le focus du clavier zoome aussi avec +, − et 0.</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>&amp;Lessons…</source>
        <translation>&amp;Leçons…</translation>
    </message>
    <message>
        <source>The guides&apos; lessons, one click each: simulated, shown and explained</source>
        <translation>Les leçons des guides, un clic chacune : simulées, affichées et expliquées</translation>
    </message>
    <message>
        <source>&amp;About Tilescope</source>
        <translation>À &amp;propos de Tilescope</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Effacer la liste</translation>
    </message>
    <message>
        <source>About Tilescope</source>
        <translation>À propos de Tilescope</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simulates Graphcore IPU programs and shows their memory, liveness and execution reports.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tilescope %1&lt;/h3&gt;&lt;p&gt;Simule des programmes IPU Graphcore et affiche leurs rapports de mémoire, de durée de vie et d’exécution.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Dark Palette</source>
        <translation>Palette &amp;sombre</translation>
    </message>
    <message>
        <source>Light text on dark backgrounds, whatever the desktop&apos;s theme</source>
        <translation>Texte clair sur fond sombre, quel que soit le thème du bureau</translation>
    </message>
</context>
<context>
    <name>tilescope::gui::WorstTilesModel</name>
    <message>
        <source>Memory used including gaps, as a share of the tile&apos;s memory</source>
        <translation>Mémoire utilisée, trous compris, en part de la mémoire de la tuile</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Tuile</translation>
    </message>
    <message>
        <source>IPU</source>
        <translation>IPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Of tile</source>
        <translation>De la tuile</translation>
    </message>
    <message>
        <source>Excluding gaps</source>
        <translation>Hors trous</translation>
    </message>
    <message>
        <source>Always-live</source>
        <translation>Toujours vivant</translation>
    </message>
    <message>
        <source>Peak not-always-live</source>
        <translation>Pic non toujours vivant</translation>
    </message>
</context>
</TS>
