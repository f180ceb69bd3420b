// One worker of the parser bench's cross-validation: trains and scores the folds it is given.
import { parentPort, workerData } from "node:worker_threads";
import { crossValidate } from "../dist/parser/training/cross-validation.js";
import { readLabelledSentences } from "../dist/parser/training/dataset.js";

const { dataFile, folds, epochs, seed, keepFrom } = workerData;
parentPort.postMessage(crossValidate(readLabelledSentences(dataFile), { folds, epochs, seed, keepFrom }));
